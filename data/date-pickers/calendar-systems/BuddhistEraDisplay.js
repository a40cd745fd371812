import * as React from 'react';
import dayjs from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import 'dayjs/locale/th';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

dayjs.extend(buddhistEra);

export default function BuddhistEraDisplay() {
  const [value, setValue] = React.useState(dayjs('2026-04-17'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="th">
      <Stack spacing={2} sx={{ width: 300 }}>
        <DatePicker label="วันที่" value={value} onChange={(newValue) => setValue(newValue)} />
        <Typography variant="body2">
          Buddhist Era: {value?.isValid() ? value.locale('th').format('D MMMM BBBB') : '—'}
        </Typography>
        <Typography variant="body2">
          Gregorian: {value?.isValid() ? value.locale('en').format('MMMM D, YYYY') : '—'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
