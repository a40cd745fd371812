import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

export default function MultiInputDateTimeRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        slots={{ field: MultiInputDateTimeRangeField }}
        localeText={{ start: 'Maintenance starts', end: 'Maintenance ends' }}
        defaultValue={[dayjs('2026-04-17T22:00'), dayjs('2026-04-18T02:00')]}
        views={['day', 'hours', 'minutes']}
        ampm
      />
    </LocalizationProvider>
  );
}
