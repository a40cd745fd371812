import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function ViewSwitcherTimeClock() {
  const [launch, setLaunch] = React.useState(dayjs('2026-04-17T14:35:20'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center' }}>
        <TimeClock
          value={launch}
          onChange={(newValue) => setLaunch(newValue)}
          views={['hours', 'minutes', 'seconds']}
          ampm={false}
          showViewSwitcher
        />
        <Typography variant="body2" role="status">
          Launch at {launch ? launch.format('HH:mm:ss') : '—'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
