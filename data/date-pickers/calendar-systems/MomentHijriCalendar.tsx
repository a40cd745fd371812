import * as React from 'react';
import moment, { Moment } from 'moment-hijri';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// moment-hijri only knows 1356-1499 AH: keep every view inside that interval.
const minDate = moment('1937-03-14', 'YYYY-MM-DD');
const maxDate = moment('2076-11-26', 'YYYY-MM-DD');

export default function MomentHijriCalendar() {
  const [value, setValue] = React.useState<Moment | null>(moment('2026-02-18', 'YYYY-MM-DD'));

  return (
    <LocalizationProvider dateAdapter={AdapterMomentHijri}>
      <Stack spacing={2} sx={{ width: 320 }}>
        <DatePicker
          label="moment-hijri"
          minDate={minDate}
          maxDate={maxDate}
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography variant="body2">
          Hijri {value?.format('iYYYY/iMM/iDD') ?? '-'} = Gregorian {value?.format('YYYY-MM-DD') ?? '-'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
