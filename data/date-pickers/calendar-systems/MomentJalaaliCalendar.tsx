import * as React from 'react';
import moment, { Moment } from 'moment-jalaali';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMomentJalaali } from '@mui/x-date-pickers/AdapterMomentJalaali';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Yalda night, the longest night of the year: 30 Azar 1405.
const yalda = moment('1405/9/30', 'jYYYY/jM/jD');

export default function MomentJalaaliCalendar() {
  const [value, setValue] = React.useState<Moment | null>(yalda);

  return (
    <LocalizationProvider dateAdapter={AdapterMomentJalaali}>
      <Stack sx={{ alignItems: 'center' }}>
        <DateCalendar value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2">
          Jalali {value?.format('jYYYY/jMM/jDD') ?? '-'} = Gregorian {value?.format('YYYY-MM-DD') ?? '-'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
