import * as React from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

dayjs.extend(utc);
dayjs.extend(timezone);

// The two ends of the clock: UTC+14 and UTC-11 are 25 hours apart, so they never share a date.
const zones = ['Pacific/Kiritimati', 'UTC', 'Pacific/Pago_Pago'];

export default function TodayInZone() {
  const [zone, setZone] = React.useState(zones[0]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Time zone of the calendar"
          value={zone}
          onChange={(event) => setZone(event.target.value)}
          sx={{ width: 260 }}
        >
          {zones.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2">Today there: {dayjs().tz(zone).format('dddd D MMMM, HH:mm')}</Typography>
        <DateCalendar timezone={zone} disablePast />
      </Stack>
    </LocalizationProvider>
  );
}
