import { enUS } from 'date-fns/locale/en-US';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// A copy of the US English locale whose weeks start on Monday (0 is Sunday, 1 is Monday).
const enUSMondayFirst = {
  ...enUS,
  options: { ...enUS.options, weekStartsOn: 1 },
};

const payday = new Date(2026, 4, 15);

export default function DateFnsWeekStart() {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Stack sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2" component="h3">
          date-fns enUS (Sunday first)
        </Typography>
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enUS}>
          <DateCalendar defaultValue={payday} />
        </LocalizationProvider>
      </Stack>
      <Stack sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2" component="h3">
          date-fns enUS, weekStartsOn: 1
        </Typography>
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enUSMondayFirst}>
          <DateCalendar defaultValue={payday} />
        </LocalizationProvider>
      </Stack>
    </Stack>
  );
}
