import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { MobileDateTimeRangePicker } from '@mui/x-date-pickers-pro/MobileDateTimeRangePicker';

export default function MobileStudioRangePicker() {
  const [session, setSession] = React.useState([dayjs('2026-05-12T10:00'), dayjs('2026-05-12T14:30')]);
  const [start, end] = session;
  const hours = start && end ? end.diff(start, 'minute') / 60 : 0;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 380 }}>
        <MobileDateTimeRangePicker
          label="Studio session"
          value={session}
          onChange={(newValue) => setSession(newValue)}
          ampm={false}
          timeSteps={{ minutes: 30 }}
          localeText={{ start: 'Doors open', end: 'Wrap up' }}
        />
        <Typography variant="body2" role="status">
          {hours > 0 ? `${hours} hours booked` : 'Choose when the session starts and ends.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
