import dayjs from 'dayjs';
import 'dayjs/locale/fa';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const day = dayjs('2026-04-17');

export default function TranslatedGregorianCalendar() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2">Day.js with the en locale</Typography>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en">
          <DateCalendar defaultValue={day} />
        </LocalizationProvider>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2">Day.js with the fa locale (still Gregorian)</Typography>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fa">
          <DateCalendar defaultValue={day} />
        </LocalizationProvider>
      </Stack>
    </Stack>
  );
}
