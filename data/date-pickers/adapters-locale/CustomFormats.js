import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const day = dayjs('2026-04-17');

export default function CustomFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} dateFormats={{ keyboardDate: 'DD.MM.YYYY' }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={2}>
          <DatePicker label="Provider keyboardDate" defaultValue={day} />
          <DatePicker label="ISO format" format="YYYY-MM-DD" defaultValue={day} />
          <DatePicker label="Spacious density" format="DD/MM/YYYY" formatDensity="spacious" defaultValue={day} />
        </Stack>
        <DateCalendar defaultValue={day} dayOfWeekFormatter={(weekday) => weekday.format('dd')} />
      </Stack>
    </LocalizationProvider>
  );
}
