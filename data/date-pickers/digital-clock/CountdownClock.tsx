import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function CountdownClock() {
  // Only the minutes and seconds of this value matter: it stands for a duration.
  const [duration, setDuration] = React.useState<Dayjs | null>(dayjs('2026-01-01T00:04:30'));

  const totalSeconds = duration ? duration.minute() * 60 + duration.second() : 0;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <MultiSectionDigitalClock
          aria-label="Tea timer"
          value={duration}
          onChange={setDuration}
          views={['minutes', 'seconds']}
          timeSteps={{ minutes: 1, seconds: 15 }}
          ampm={false}
          sx={{ width: 'fit-content' }}
        />
        <Typography variant="body2" role="status">
          Timer: {totalSeconds} seconds
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
