import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';

const trip = [dayjs('2026-07-04'), dayjs('2026-07-11')];

export default function MultiInputRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <DateRangePicker label="One input (default)" defaultValue={[...trip]} />
        <DateRangePicker
          defaultValue={[...trip]}
          slots={{ field: MultiInputDateRangeField }}
          localeText={{ start: 'Departure', end: 'Return' }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
