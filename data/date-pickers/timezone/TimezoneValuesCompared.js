import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

dayjs.extend(utc);
dayjs.extend(timezone);

// One instant: the moment a product launch goes live.
const launch = dayjs.utc('2026-05-20T16:00:00Z');

const zones = ['UTC', 'system', 'America/Los_Angeles', 'Asia/Kolkata'];

export default function TimezoneValuesCompared() {
  const systemZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 320 }}>
        {zones.map((zone) => (
          <DateTimeField key={zone} label={`timezone="${zone}"`} timezone={zone} value={launch} ampm={false} readOnly />
        ))}
        <Typography variant="body2">Your browser reports the system zone as {systemZone}.</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
