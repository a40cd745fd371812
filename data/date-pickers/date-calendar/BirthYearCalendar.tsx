import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Members must be at least 18 on the reference day of the sign-up form.
const signUpDay = dayjs('2026-04-17');
const latestBirthDate = signUpDay.subtract(18, 'year');

export default function BirthYearCalendar() {
  const [birthDate, setBirthDate] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <DateCalendar
          value={birthDate}
          onChange={setBirthDate}
          views={['year', 'month', 'day']}
          openTo="year"
          // Recent years first, three per row so that more decades fit on screen.
          yearsOrder="desc"
          yearsPerRow={3}
          minDate={dayjs('1920-01-01')}
          maxDate={latestBirthDate}
          referenceDate={dayjs('1990-06-15')}
        />
        <Typography variant="body2" role="status">
          {birthDate ? `Born on ${birthDate.format('LL')}` : 'Pick a year, a month, then a day'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
