import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Nowruz 1405, the Persian new year: 21 March 2026 in the Gregorian calendar.
const nowruz = new Date(2026, 2, 21);

export default function DateFnsJalaliCalendar() {
  const [value, setValue] = React.useState<Date | null>(nowruz);

  return (
    <LocalizationProvider dateAdapter={AdapterDateFnsJalali}>
      <Stack spacing={2} sx={{ width: 320 }}>
        <DatePicker label="date-fns-jalali" value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2">Same value as a Gregorian date: {value ? value.toDateString() : 'none'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
