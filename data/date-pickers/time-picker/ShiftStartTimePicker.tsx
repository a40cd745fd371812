import * as React from 'react';
import dayjs from 'dayjs';
import { TimeValidationError } from '@mui/x-date-pickers/models';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const messages: Partial<Record<NonNullable<TimeValidationError>, string>> = {
  minTime: 'Shifts start at 6:00 at the earliest',
  maxTime: 'Shifts start at 22:00 at the latest',
  minutesStep: 'Use a quarter hour (:00, :15, :30 or :45)',
  invalidDate: 'Complete the time',
};

export default function ShiftStartTimePicker() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Shift starts"
        // 07:10 is inside the window but not on a quarter hour, so the field starts in error.
        defaultValue={dayjs('2026-04-17T07:10')}
        ampm={false}
        minTime={dayjs('2026-04-17T06:00')}
        maxTime={dayjs('2026-04-17T22:00')}
        minutesStep={15}
        onError={setError}
        slotProps={{
          textField: {
            helperText: error ? (messages[error] ?? 'Invalid time') : 'Between 6:00 and 22:00, on a quarter hour',
          },
        }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
