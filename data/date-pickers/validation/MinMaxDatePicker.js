import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Fixed bounds keep the example reproducible: bookings between April 17 and July 16, 2026.
const earliest = dayjs('2026-04-17');
const latest = earliest.add(90, 'day');

function getHelperText(error) {
  switch (error) {
    case 'minDate':
      return 'Bookings start on April 17, 2026.';
    case 'maxDate':
      return 'Bookings close on July 16, 2026.';
    case 'invalidDate':
      return 'This is not a valid date.';
    default:
      return 'Pick a day between 04/17/2026 and 07/16/2026.';
  }
}

export default function MinMaxDatePicker() {
  const [error, setError] = React.useState(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Booking date"
        referenceDate={earliest}
        minDate={earliest}
        maxDate={latest}
        onError={(newError) => setError(newError)}
        slotProps={{ textField: { helperText: getHelperText(error) } }}
      />
    </LocalizationProvider>
  );
}
