import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const zones = ['UTC', 'Europe/Paris', 'America/New_York', 'Asia/Tokyo'];

export default function NamedTimezonePicker() {
  const [zone, setZone] = React.useState('Asia/Tokyo');
  // The stored value is a UTC instant; only the display zone changes.
  const [departure, setDeparture] = React.useState<Dayjs | null>(dayjs.utc('2026-07-01T08:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 300 }}>
        <TextField select label="Display time zone" value={zone} onChange={(event) => setZone(event.target.value)}>
          {zones.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <DateTimePicker
          label={`Departure (${zone})`}
          ampm={false}
          timezone={zone}
          value={departure}
          onChange={(newValue) => setDeparture(newValue)}
        />
        <Typography variant="body2">
          Stored value (UTC): {departure?.isValid() ? departure.toISOString() : 'invalid'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
