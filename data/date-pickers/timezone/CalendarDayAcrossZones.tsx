import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

dayjs.extend(utc);
dayjs.extend(timezone);

// Half past eleven at night in London in winter, already the next morning in Auckland.
const orderPlaced = dayjs.utc('2026-01-31T23:30:00Z');

export default function CalendarDayAcrossZones() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {['UTC', 'Pacific/Auckland'].map((zone) => (
          <Stack key={zone} sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle2" component="h3">
              Order day in {zone}
            </Typography>
            <DateCalendar value={orderPlaced} timezone={zone} readOnly />
          </Stack>
        ))}
      </Stack>
    </LocalizationProvider>
  );
}
