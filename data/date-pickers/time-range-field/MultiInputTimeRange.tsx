import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';
import type { TimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

function message(error: TimeRangeValidationError): string {
  if (error[0] === 'invalidRange' || error[1] === 'invalidRange') {
    return 'The quiet period must end after it starts.';
  }
  if (error[0] || error[1]) {
    return 'Use quarter hours between 18:00 and 23:45.';
  }
  return 'Notifications are muted during this period.';
}

export default function MultiInputTimeRange() {
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiInputTimeRangeField
        ampm={false}
        defaultValue={[dayjs('2026-04-17T22:00'), dayjs('2026-04-17T21:00')]}
        minTime={dayjs('2026-04-17T18:00')}
        minutesStep={15}
        onError={(newError) => setError(newError)}
        slotProps={{
          textField: ({ position }) => ({
            label: position === 'start' ? 'Quiet from' : 'Quiet until',
            helperText: position === 'end' ? message(error) : undefined,
          }),
        }}
      />
    </LocalizationProvider>
  );
}
