import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const day = dayjs('2026-04-17');

export default function OverviewShowcase() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={2}>
          <DatePicker label="Picker: field + popup" defaultValue={day} />
          <DateField label="Field: keyboard only" defaultValue={day} />
        </Stack>
        <DateCalendar defaultValue={day} />
      </Stack>
    </LocalizationProvider>
  );
}
