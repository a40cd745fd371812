import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function MultiInputDateRangePicker() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([dayjs('2026-04-17'), dayjs('2026-04-21')]);
  const [start, end] = stay;
  const nights = start && end && start.isValid() && end.isValid() ? end.diff(start, 'day') : 0;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateRangePicker
          value={stay}
          onChange={(newStay) => setStay(newStay)}
          slots={{ field: MultiInputDateRangeField }}
          localeText={{ start: 'Arrival', end: 'Departure' }}
        />
        <Typography variant="body2">Nights booked: {nights}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
