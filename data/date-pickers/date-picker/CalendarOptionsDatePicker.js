import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// The warehouse ships on weekdays only.
const isWeekend = (day) => day.day() === 0 || day.day() === 6;

export default function CalendarOptionsDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Delivery"
          defaultValue={dayjs('2026-04-21')}
          minDate={dayjs('2026-04-20')}
          maxDate={dayjs('2026-06-30')}
          shouldDisableDate={isWeekend}
          displayWeekNumber
          slotProps={{ textField: { helperText: 'Weekdays, April 20 to June 30' } }}
        />
        <DatePicker
          label="Year of manufacture"
          views={['year']}
          defaultValue={dayjs('2019-01-01')}
          minDate={dayjs('1990-01-01')}
          maxDate={dayjs('2026-12-31')}
          yearsOrder="desc"
          slotProps={{ textField: { helperText: 'Most recent years first' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
