import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function OpeningHoursPicker() {
  const [hours, setHours] = React.useState([dayjs('2026-04-17T09:00'), dayjs('2026-04-17T17:30')]);
  const [open, close] = hours;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 320 }}>
        <TimeRangePicker
          label="Opening hours"
          value={hours}
          onChange={(newHours) => setHours(newHours)}
          timeSteps={{ minutes: 15 }}
          ampm={false}
        />
        <Typography variant="body2">
          Open {open ? open.format('HH:mm') : '—'} to {close ? close.format('HH:mm') : '—'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
