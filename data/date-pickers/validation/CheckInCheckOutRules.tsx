import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// A holiday cottage: guests arrive on Saturdays only and leave on any day but Sunday.
function shouldDisableDate(day: Dayjs, position: 'start' | 'end') {
  if (position === 'start') {
    return day.day() !== 6;
  }
  return day.day() === 0;
}

const format = (day: Dayjs | null) => (day ? day.format('ddd, MMM D') : '…');

export default function CheckInCheckOutRules() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <DateRangeCalendar
          calendars={1}
          referenceDate={dayjs('2026-06-01')}
          value={value}
          onChange={(newValue) => setValue(newValue)}
          shouldDisableDate={shouldDisableDate}
        />
        <Typography variant="body2">
          Arrival {format(value[0])} – departure {format(value[1])}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
