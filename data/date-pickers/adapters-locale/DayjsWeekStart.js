import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';

// Registers a copy of the built-in English locale under a new name, with weeks starting on
// Monday (0 is Sunday). The third argument keeps Day.js's global locale unchanged.
dayjs.locale({ ...dayjs.Ls.en, name: 'en-monday', weekStart: 1 }, undefined, true);

const payday = dayjs('2026-05-15');

export default function DayjsWeekStart() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      {['en', 'en-monday'].map((locale) => (
        <Stack key={locale} spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="h3">
            adapterLocale=&quot;{locale}&quot;
          </Typography>
          <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
            <DateCalendar defaultValue={payday} />
            <DateField label="Payday" defaultValue={payday} size="small" />
          </LocalizationProvider>
        </Stack>
      ))}
    </Stack>
  );
}
