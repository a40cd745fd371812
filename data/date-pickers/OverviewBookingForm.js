import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

const isWeekend = (day) => day.day() === 0 || day.day() === 6;

/** The day itself, or the Monday after it when it falls on a weekend. */
const weekdayFrom = (day) => (isWeekend(day) ? day.add(day.day() === 6 ? 2 : 1, 'day') : day);

/**
 * A trip in one form: the flight's date, its departure time and the hotel stay. The stay starts
 * on the flight's day at the earliest, and the summary reads the three values together.
 */
export default function OverviewBookingForm() {
  const today = React.useMemo(() => dayjs().startOf('day'), []);
  const firstDay = React.useMemo(() => weekdayFrom(today.add(10, 'day')), [today]);
  const [flight, setFlight] = React.useState(firstDay);
  const [departure, setDeparture] = React.useState(() => today.hour(9).minute(30));
  const [stay, setStay] = React.useState(() => [firstDay, firstDay.add(3, 'day')]);
  const [booked, setBooked] = React.useState(false);

  const [checkIn, checkOut] = stay;
  const nights = checkIn && checkOut ? checkOut.diff(checkIn, 'day') : 0;
  const stayBeforeFlight = Boolean(flight && checkIn && checkIn.isBefore(flight, 'day'));
  const complete = Boolean(flight && departure && checkIn && checkOut) && !stayBeforeFlight;

  let summary = 'Fill in the flight and the stay.';
  if (booked) {
    summary = 'Booked. Have a good trip!';
  } else if (stayBeforeFlight) {
    summary = 'The stay cannot start before the flight.';
  } else if (complete) {
    summary = `Flight on ${flight.format('ddd, MMM D')} at ${departure.format('h:mm A')}, then ${nights} ${nights === 1 ? 'night' : 'nights'} at the hotel.`;
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box
        component="form"
        aria-label="Trip booking"
        onSubmit={(event) => {
          event.preventDefault();
          if (complete) setBooked(true);
        }}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          maxWidth: 640,
        }}
      >
        <DatePicker
          label="Flight date"
          value={flight}
          onChange={(value) => {
            setFlight(value);
            setBooked(false);
          }}
          disablePast
          slotProps={{ textField: { helperText: 'Weekday flights only' } }}
          shouldDisableDate={isWeekend}
        />
        <TimePicker
          label="Departure time"
          value={departure}
          onChange={(value) => {
            setDeparture(value);
            setBooked(false);
          }}
          minutesStep={15}
          slotProps={{ textField: { helperText: 'Every 15 minutes' } }}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <DateRangePicker
            label="Hotel stay"
            value={stay}
            onChange={(value) => {
              setStay(value);
              setBooked(false);
            }}
            disablePast
            format="MMM D, YYYY"
            slotProps={{ textField: { fullWidth: true } }}
          />
        </Box>
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={!complete || booked}>
            Book the trip
          </Button>
          <Typography role="status" variant="body2" sx={{ color: stayBeforeFlight ? 'error.main' : 'text.secondary' }}>
            {summary}
          </Typography>
        </Box>
      </Box>
    </LocalizationProvider>
  );
}
