import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError, TimeView } from '@mui/x-date-pickers/models';

// No meetings during the 12:00 lunch hour, and only on the hour or at half past.
function shouldDisableTime(value: Dayjs, view: TimeView) {
  if (view === 'hours') {
    return value.hour() === 12;
  }
  if (view === 'minutes') {
    return value.minute() !== 0 && value.minute() !== 30;
  }
  return false;
}

function message(error: TimeValidationError) {
  if (error === 'shouldDisableTime-hours') {
    return 'The room is closed from 12:00 to 13:00.';
  }
  if (error === 'shouldDisableTime-minutes') {
    return 'Meetings start on the hour or at half past.';
  }
  return 'Pick an hour, then :00 or :30.';
}

export default function LunchBreakTimes() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Meeting starts"
        ampm={false}
        defaultValue={dayjs('2026-04-17T12:15')}
        shouldDisableTime={shouldDisableTime}
        onError={(newError) => setError(newError)}
        slotProps={{ textField: { helperText: message(error) } }}
      />
    </LocalizationProvider>
  );
}
