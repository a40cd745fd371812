import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

const NIGHTS = 7;

export default function OneClickWeekCalendar() {
  const [stay, setStay] = React.useState([dayjs('2026-07-04'), dayjs('2026-07-11')]);

  const handleChange = (newRange) => {
    const [arrival] = newRange;
    // Every package lasts one week: the departure follows from the arrival.
    setStay([arrival, arrival ? arrival.add(NIGHTS, 'day') : null]);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <DateRangeCalendar
          calendars={1}
          value={stay}
          onChange={handleChange}
          // Only the start can be picked: a click never moves on to the end.
          availableRangePositions={['start']}
          rangePosition="start"
          disableDragEditing
          shouldDisableDate={(day) => day.day() !== 6}
        />
        <Typography variant="body2" role="status">
          Saturday arrivals only ·{' '}
          {stay[0] && stay[1] ? `${stay[0].format('MMM D')} to ${stay[1].format('MMM D')}` : 'pick an arrival'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
