import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

export default function MonthYearCalendars() {
  const [period, setPeriod] = React.useState(dayjs('2026-04-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <Typography variant="body2">Report for {period.format('MMMM YYYY')}</Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <YearCalendar
            value={period}
            onChange={(newYear) => setPeriod(newYear)}
            minDate={dayjs('2020-01-01')}
            maxDate={dayjs('2030-12-31')}
            yearsPerRow={4}
            yearsOrder="desc"
            disableHighlightToday
          />
          <MonthCalendar
            value={period}
            onChange={(newMonth) => setPeriod(newMonth)}
            monthsPerRow={4}
            disableHighlightToday
          />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
