import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

const MAX_NIGHTS = 14;

export default function MaxStayRangePicker() {
  const [stay, setStay] = React.useState([dayjs('2026-08-03'), null]);
  const [checkIn] = stay;

  const shouldDisableDate = (day, position) => {
    if (position === 'start') {
      // The reception is closed on Sundays: no arrivals.
      return day.day() === 0;
    }
    // Departures: at most 14 nights after the arrival.
    return checkIn != null && day.diff(checkIn, 'day') > MAX_NIGHTS;
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateRangePicker
          value={stay}
          onChange={setStay}
          shouldDisableDate={shouldDisableDate}
          localeText={{ start: 'Check-in', end: 'Check-out' }}
        />
        <Typography variant="body2">Arrivals Monday to Saturday, stays of up to {MAX_NIGHTS} nights.</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
