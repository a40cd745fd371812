import * as React from 'react';
import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// The concert happens in Lisbon: the value carries that zone, whatever the reader's own zone is.
const initialStart = DateTime.fromISO('2026-10-24T21:30', { zone: 'Europe/Lisbon' });

export default function LuxonZonedValue() {
  const [start, setStart] = React.useState(initialStart);

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="en-GB">
      <Stack spacing={2} sx={{ width: 320 }}>
        <DateTimePicker
          label="Luxon, concert start (Lisbon)"
          value={start}
          onChange={(newValue) => setStart(newValue)}
        />
        <Typography variant="body2">
          Zone of the value: {start?.zoneName ?? 'none'}
          <br />
          Saved as: {start?.isValid ? start.toISO({ suppressMilliseconds: true }) : 'invalid'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
