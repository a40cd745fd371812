import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DateRange } from '@mui/x-date-pickers-pro/models';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function SecondsTimeRangePicker() {
  const [take, setTake] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-04-17T09:15:30'),
    dayjs('2026-04-17T09:47:05'),
  ]);
  const [start, end] = take;
  const seconds = start && end && start.isValid() && end.isValid() ? end.diff(start, 'second') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <TimeRangePicker
          label="Recording take"
          value={take}
          onChange={(newValue) => setTake(newValue)}
          views={['hours', 'minutes', 'seconds']}
          ampm
          format="hh:mm:ss A"
        />
        <Typography variant="body2" role="status">
          {seconds !== null && seconds >= 0
            ? `Take length: ${Math.floor(seconds / 60)} min ${seconds % 60} s`
            : 'Pick a start and an end time.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
