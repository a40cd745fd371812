import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar, dayCalendarClasses } from '@mui/x-date-pickers/DateCalendar';

export default function MeetingCalendar() {
  const [day, setDay] = React.useState(dayjs('2026-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <DateCalendar
          value={day}
          onChange={(newDay) => setDay(newDay)}
          views={['year', 'month', 'day']}
          displayWeekNumber
          showDaysOutsideCurrentMonth
          fixedWeekNumber={6}
          // The default color of week numbers is too faint to read comfortably.
          sx={{ [`& .${dayCalendarClasses.weekNumber}`]: { color: 'text.secondary' } }}
        />
        <Typography variant="body2">Meeting on {day ? day.format('dddd, MMMM D, YYYY') : '—'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
