import * as React from 'react';
import dayjs from 'dayjs';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

function show(day) {
  return day ? day.format('MMM D') : '…';
}

export default function AutoSwitchRangeCalendar() {
  const [sabbatical, setSabbatical] = React.useState([dayjs('2026-04-20'), dayjs('2026-06-12')]);
  const [stayOnMonth, setStayOnMonth] = React.useState(false);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormControlLabel
          control={<Switch checked={stayOnMonth} onChange={(event) => setStayOnMonth(event.target.checked)} />}
          label="disableAutoMonthSwitching"
        />
        <DateRangeCalendar
          calendars={1}
          value={sabbatical}
          onChange={(newValue) => setSabbatical(newValue)}
          disableAutoMonthSwitching={stayOnMonth}
        />
        <Typography variant="body2" role="status">
          Sabbatical: {show(sabbatical[0])} to {show(sabbatical[1])}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
