import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function OneProviderManyPickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <DatePicker label="Free: Date Picker" defaultValue={dayjs('2026-04-17')} />
        <TimePicker label="Free: Time Picker" defaultValue={dayjs('2026-04-17T09:30')} />
        <DateRangePicker label="Pro: Date Range Picker" defaultValue={[dayjs('2026-04-17'), dayjs('2026-04-24')]} />
      </Stack>
    </LocalizationProvider>
  );
}
