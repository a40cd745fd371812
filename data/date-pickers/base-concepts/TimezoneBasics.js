import * as React from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function TimezoneBasics() {
  // The value is stored in UTC, as it would come from an API.
  const [launch, setLaunch] = React.useState(dayjs.utc('2026-10-01T14:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DateTimePicker
          label="Launch (New York time)"
          value={launch}
          onChange={setLaunch}
          timezone="America/New_York"
        />
        <DateTimePicker label="Launch (UTC)" value={launch} onChange={setLaunch} timezone="UTC" />
        <Typography variant="body2">Stored value: {launch ? launch.toISOString() : 'null'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
