import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ViewsDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Card expiry"
          views={['month', 'year']}
          openTo="month"
          format="MM/YYYY"
          defaultValue={dayjs('2028-09-01')}
        />
        <DatePicker label="Graduation year" views={['year']} defaultValue={dayjs('2026-01-01')} />
        <DatePicker label="Anniversary" views={['year', 'month', 'day']} openTo="year" />
      </Stack>
    </LocalizationProvider>
  );
}
