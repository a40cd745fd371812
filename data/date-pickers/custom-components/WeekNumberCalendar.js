import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function WeekNumberCalendar() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{
        calendarWeekNumberHeaderText: 'Wk',
        calendarWeekNumberHeaderLabel: 'Week number',
        calendarWeekNumberAriaLabelText: (weekNumber) => `Week ${weekNumber}`,
      }}
    >
      <DateCalendar defaultValue={dayjs('2026-04-17')} displayWeekNumber fixedWeekNumber={6} />
    </LocalizationProvider>
  );
}
