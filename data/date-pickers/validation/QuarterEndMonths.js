import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Quarterly reports are only filed for March, June, September and December.
const isNotQuarterEnd = (month) => (month.month() + 1) % 3 !== 0;

export default function QuarterEndMonths() {
  const [value, setValue] = React.useState(dayjs('2026-03-01'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <DateCalendar
          views={['year', 'month']}
          openTo="month"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          shouldDisableMonth={isNotQuarterEnd}
        />
        <Typography variant="body2">Report for the quarter ending {value ? value.format('MMMM YYYY') : '…'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
