import * as React from 'react';
import dayjs from 'dayjs';
import Typography from '@mui/material/Typography';
import { DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';

function describe(error: DateTimeRangeValidationError[number]) {
  switch (error) {
    case null:
      return 'OK';
    case 'minTime':
    case 'maxTime':
      return 'The desk is staffed from 8:00 to 20:00';
    case 'invalidRange':
      return 'The end must come after the start';
    default:
      return 'Invalid date and time';
  }
}

export default function DeskHoursRangePicker() {
  // The second end (21:00) is after closing time, so it starts in error.
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        slots={{ field: MultiInputDateTimeRangeField }}
        localeText={{ start: 'Shift starts', end: 'Shift ends' }}
        defaultValue={[dayjs('2026-04-20T14:00'), dayjs('2026-04-20T21:00')]}
        minTime={dayjs('2026-04-20T08:00')}
        maxTime={dayjs('2026-04-20T20:00')}
        ampm={false}
        onError={setError}
      />
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        Start: {describe(error[0])} · End: {describe(error[1])}
      </Typography>
    </LocalizationProvider>
  );
}
