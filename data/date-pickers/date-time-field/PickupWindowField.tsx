import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import { DateTimeValidationError } from '@mui/x-date-pickers/models';

// The counter is open Monday to Saturday, 09:00 to 17:30, with pickups every quarter hour.
const opening = dayjs('2026-04-20T09:00');
const closing = dayjs('2026-04-20T17:30');

function isSunday(day: Dayjs) {
  return day.day() === 0;
}

function explain(error: DateTimeValidationError) {
  switch (error) {
    case null:
      return 'Monday to Saturday, 09:00 to 17:30, on the quarter hour.';
    case 'shouldDisableDate':
      return 'The counter is closed on Sundays.';
    case 'minTime':
      return 'The counter opens at 09:00.';
    case 'maxTime':
      return 'The last pickup is at 17:30.';
    case 'minutesStep':
      return 'Pickups start on the quarter hour (:00, :15, :30 or :45).';
    default:
      return 'Enter a valid date and time.';
  }
}

export default function PickupWindowField() {
  // 18:00 is after closing time, so the field starts with the 'maxTime' error.
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeField
        label="Parcel pickup"
        defaultValue={dayjs('2026-04-20T18:00')}
        ampm={false}
        shouldDisableDate={isSunday}
        minTime={opening}
        maxTime={closing}
        minutesStep={15}
        onError={(newError) => setError(newError)}
        helperText={explain(error)}
        sx={{ width: 320 }}
      />
    </LocalizationProvider>
  );
}
