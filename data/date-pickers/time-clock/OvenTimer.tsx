import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';
import type { TimeView } from '@mui/x-date-pickers/models';

// The second argument of `onChange` on the clock views.
type SelectionState = 'partial' | 'shallow' | 'finish';

export default function OvenTimer() {
  const [time, setTime] = React.useState<Dayjs | null>(dayjs('2026-04-17T00:25'));
  const [lastEvent, setLastEvent] = React.useState('none yet');

  const handleChange = (newTime: Dayjs | null, selectionState?: SelectionState, view?: TimeView) => {
    setTime(newTime);
    setLastEvent(`${selectionState ?? 'unknown'} on ${view ?? 'unknown view'}`);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <TimeClock value={time} onChange={handleChange} ampm={false} views={['minutes', 'seconds']} />
        <Stack spacing={1}>
          <Typography variant="body2">Timer: {time ? time.format('mm:ss') : '—'}</Typography>
          <Typography variant="body2">Last change: {lastEvent}</Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
