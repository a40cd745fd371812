import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const signedOn = dayjs('2026-03-12');

export default function ReadOnlyDisabledCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Stack sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="h3">
            readOnly
          </Typography>
          <DateCalendar defaultValue={signedOn} readOnly />
        </Stack>
        <Stack sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="h3">
            disabled
          </Typography>
          <DateCalendar defaultValue={signedOn} disabled />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
