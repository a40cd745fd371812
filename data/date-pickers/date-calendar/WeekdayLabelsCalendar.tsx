import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const start = dayjs('2026-04-01');

export default function WeekdayLabelsCalendar() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Stack sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2" component="h3">
          Default (en, Sunday first)
        </Typography>
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DateCalendar referenceDate={start} />
        </LocalizationProvider>
      </Stack>
      <Stack sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2" component="h3">
          en-gb, two-letter labels
        </Typography>
        {/* The locale decides the first day of the week; the formatter decides the label. */}
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
          <DateCalendar referenceDate={start} dayOfWeekFormatter={(weekday) => weekday.format('dd')} />
        </LocalizationProvider>
      </Stack>
    </Stack>
  );
}
