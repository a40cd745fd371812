import * as React from 'react';
import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

const describe = (date) => {
  if (date === null) {
    return 'null';
  }
  return date.isValid() ? date.format('ddd, MMM D') : 'Invalid Date';
};

export default function RangeTupleValue() {
  // The start is known, the end is not chosen yet.
  const [range, setRange] = React.useState([dayjs('2026-07-04'), null]);
  const [start, end] = range;
  const nights = start?.isValid() && end?.isValid() ? end.diff(start, 'day') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateRangePicker label="Stay" value={range} onChange={(newRange) => setRange(newRange)} />
        <Typography variant="body2" component="div">
          value[0]: {describe(start)}
          <br />
          value[1]: {describe(end)}
          <br />
          {nights === null ? 'Choose both days to count the nights.' : `${nights} ${nights === 1 ? 'night' : 'nights'}`}
        </Typography>
        {/* An empty range is a tuple of two nulls, never null itself. */}
        <Button onClick={() => setRange([null, null])} sx={{ alignSelf: 'flex-start' }}>
          Reset to [null, null]
        </Button>
      </Stack>
    </LocalizationProvider>
  );
}
