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

const describe = (value) => {
  if (value === null) {
    return 'null: pick a day and a time';
  }
  // The offset at the end tells which zone the returned object is in.
  return value.isValid() ? value.format('YYYY-MM-DD HH:mm [UTC]Z') : 'invalid';
};

export default function EmptyValueZone() {
  const [tokyo, setTokyo] = React.useState(null);
  const [newYork, setNewYork] = React.useState(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={1} sx={{ width: 280 }}>
          <DateTimePicker
            label='timezone="Asia/Tokyo"'
            ampm={false}
            timezone="Asia/Tokyo"
            value={tokyo}
            onChange={setTokyo}
            slotProps={{ field: { clearable: true } }}
          />
          <Typography variant="body2">{describe(tokyo)}</Typography>
        </Stack>
        <Stack spacing={1} sx={{ width: 280 }}>
          <DateTimePicker
            label="referenceDate in New York"
            ampm={false}
            // No timezone prop: the zone of the reference date is used while the value is empty.
            referenceDate={dayjs.tz('2026-08-01T09:00', 'America/New_York')}
            value={newYork}
            onChange={setNewYork}
            slotProps={{ field: { clearable: true } }}
          />
          <Typography variant="body2">{describe(newYork)}</Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
