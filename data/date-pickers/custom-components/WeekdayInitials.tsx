import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Two letters instead of one: "Tu" and "Th" are no longer both "T".
const twoLetters = (weekday: Dayjs) => weekday.format('dd');

export default function WeekdayInitials() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar defaultValue={dayjs('2026-04-17')} dayOfWeekFormatter={twoLetters} />
    </LocalizationProvider>
  );
}
