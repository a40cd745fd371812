import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function FieldFormatDensity() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="Dense (default)" defaultValue={dayjs('2026-04-17')} />
        <DatePicker label="Spacious" formatDensity="spacious" defaultValue={dayjs('2026-04-17')} />
      </Stack>
    </LocalizationProvider>
  );
}
