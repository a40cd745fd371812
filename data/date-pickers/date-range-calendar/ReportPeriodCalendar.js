import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

export default function ReportPeriodCalendar() {
  const [period, setPeriod] = React.useState([dayjs('2026-04-06'), dayjs('2026-04-17')]);
  const [start, end] = period;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1}>
        <DateRangeCalendar
          value={period}
          onChange={(newPeriod) => setPeriod(newPeriod)}
          calendars={2}
          maxDate={dayjs('2026-06-30')}
        />
        <Typography variant="body2">
          {start ? start.format('MMM D') : '…'} – {end ? end.format('MMM D, YYYY') : '…'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
