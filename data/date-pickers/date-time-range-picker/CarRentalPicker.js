import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

const bookingOpensAt = dayjs('2026-04-17T08:00');

export default function CarRentalPicker() {
  const [rental, setRental] = React.useState([null, null]);
  const [pickUp, dropOff] = rental;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <DateTimeRangePicker
          value={rental}
          onChange={(newRental) => setRental(newRental)}
          localeText={{ start: 'Pick-up', end: 'Return' }}
          minDateTime={bookingOpensAt}
          referenceDate={bookingOpensAt}
          timeSteps={{ minutes: 30 }}
        />
        <Typography variant="body2">
          {pickUp && dropOff && pickUp.isValid() && dropOff.isValid()
            ? `Rental of ${dropOff.diff(pickUp, 'hour')} hours`
            : 'Choose a pick-up and a return moment'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
