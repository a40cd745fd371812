import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function KeyboardCalendar() {
  const [value, setValue] = React.useState(dayjs('2026-04-15'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center' }}>
        <Typography id="keyboard-calendar-title" variant="subtitle2" component="h3">
          Practice calendar
        </Typography>
        <DateCalendar
          aria-labelledby="keyboard-calendar-title"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          views={['year', 'month', 'day']}
        />
        <Typography variant="body2" aria-live="polite" data-testid="keyboard-calendar-value">
          Selected: {value ? value.format('YYYY-MM-DD') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
