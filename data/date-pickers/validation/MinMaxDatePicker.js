import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const earliest = dayjs().startOf('day');
const latest = earliest.add(90, 'day');

function getHelperText(error) {
  switch (error) {
    case 'minDate':
      return 'Past dates cannot be booked.';
    case 'maxDate':
      return 'Bookings open at most 90 days ahead.';
    case 'invalidDate':
      return 'This is not a valid date.';
    default:
      return 'Pick a day within the next 90 days.';
  }
}

export default function MinMaxDatePicker() {
  const [error, setError] = React.useState(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Booking date"
        minDate={earliest}
        maxDate={latest}
        onError={(newError) => setError(newError)}
        slotProps={{ textField: { helperText: getHelperText(error) } }}
      />
    </LocalizationProvider>
  );
}
