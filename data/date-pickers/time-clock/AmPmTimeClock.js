import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeClock } from '@mui/x-date-pickers/TimeClock';

export default function AmPmTimeClock() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TimeClock defaultValue={dayjs('2026-04-17T15:40')} ampm ampmInClock />
        <TimeClock
          defaultValue={dayjs('2026-04-17T10:00')}
          ampm={false}
          minTime={dayjs('2026-04-17T08:00')}
          maxTime={dayjs('2026-04-17T18:00')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
