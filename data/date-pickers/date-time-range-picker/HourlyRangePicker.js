import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

const HOURLY_RATE = 35;

export default function HourlyRangePicker() {
  const [booking, setBooking] = React.useState([dayjs('2026-05-02T08:00'), dayjs('2026-05-02T13:00')]);
  const [start, end] = booking;
  const hours = start?.isValid() && end?.isValid() ? Math.max(end.diff(start, 'hour'), 0) : 0;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <DateTimeRangePicker
          label="Excavator hire"
          value={booking}
          onChange={setBooking}
          // Whole hours only: no minutes view, and no minutes section in the field.
          views={['day', 'hours']}
          format="MMM D, HH:00"
          ampm={false}
        />
        <Typography variant="body2">
          {hours} h × ${HOURLY_RATE} = ${hours * HOURLY_RATE}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
