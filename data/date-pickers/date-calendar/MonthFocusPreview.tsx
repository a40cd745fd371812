import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';

// Made-up monthly revenue of a small shop, in thousands.
const revenue = [42, 38, 51, 47, 55, 61, 58, 49, 53, 60, 72, 88];
const monthNames = Array.from({ length: 12 }, (_, index) => dayjs('2026-01-01').month(index).format('MMMM'));

export default function MonthFocusPreview() {
  const [focusedMonth, setFocusedMonth] = React.useState<number | null>(null);
  const [month, setMonth] = React.useState(dayjs('2026-03-01'));

  const shown = focusedMonth ?? month.month();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <MonthCalendar
          value={month}
          onChange={setMonth}
          // Called with the month index (0–11) each time a month button gets the focus.
          onMonthFocus={setFocusedMonth}
          monthsPerRow={3}
        />
        <Typography variant="body2" role="status" sx={{ minWidth: 220 }}>
          {monthNames[shown]} 2026: ${revenue[shown]}k revenue
          {focusedMonth !== null && focusedMonth !== month.month() ? ' (preview)' : ''}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
