import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

/** A stay of a few nights: the range picker and what the chosen range means. */
export default function LandingDateRange() {
  const [stay, setStay] = React.useState(() => {
    const arrival = dayjs().startOf('day').add(14, 'day');
    return [arrival, arrival.add(4, 'day')];
  });
  const [arrival, departure] = stay;
  const nights = arrival && departure ? departure.diff(arrival, 'day') : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ minHeight: 180, justifyContent: 'center' }}>
        <DateRangePicker
          label="Your stay"
          value={stay}
          onChange={setStay}
          disablePast
          format="MMM D, YYYY"
          slotProps={{ textField: { fullWidth: true } }}
        />
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
          {nights === null ? 'Pick an arrival and a departure day.' : `${nights} ${nights === 1 ? 'night' : 'nights'}`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
