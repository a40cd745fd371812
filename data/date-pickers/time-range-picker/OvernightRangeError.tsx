import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';

export default function OvernightRangeError() {
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);
  const isInvalidRange = error[0] === 'invalidRange' || error[1] === 'invalidRange';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ maxWidth: 340 }}>
        <TimeRangePicker
          label="Night shift"
          // Both values share one date, so 22:00 → 06:00 ends before it starts.
          defaultValue={[dayjs('2026-04-17T22:00'), dayjs('2026-04-17T06:00')]}
          ampm={false}
          onError={setError}
        />
        <Typography variant="body2" role="status" color={isInvalidRange ? 'error' : 'text.secondary'}>
          {isInvalidRange ? 'invalidRange: the end is before the start on the same day.' : 'Valid range.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
