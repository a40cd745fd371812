import * as React from 'react';
import { DateTime } from 'luxon';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

// Just before each of New York's 2026 clock changes, stored as UTC instants.
const springForward = DateTime.fromISO('2026-03-08T06:30:00Z', { zone: 'utc' });
const fallBack = DateTime.fromISO('2026-11-01T05:30:00Z', { zone: 'utc' });

export default function LuxonDstTransitions() {
  const [instant, setInstant] = React.useState<DateTime | null>(springForward);

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="en-US">
      <Stack spacing={2} sx={{ width: 340 }}>
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={() => setInstant(springForward)}>
            March 8
          </Button>
          <Button size="small" variant="outlined" onClick={() => setInstant(fallBack)}>
            November 1
          </Button>
          <Button
            size="small"
            variant="contained"
            onClick={() => setInstant((prev) => prev?.plus({ hours: 1 }) ?? null)}
          >
            +1 hour
          </Button>
        </Stack>
        <DateTimeField
          label="Luxon, shown in America/New_York"
          timezone="America/New_York"
          value={instant}
          onChange={(newValue) => setInstant(newValue)}
        />
        <Typography variant="body2">
          Stored (UTC): {instant?.isValid ? instant.toUTC().toISO({ suppressMilliseconds: true }) : 'invalid'}
          <br />
          New York offset: {instant?.isValid ? instant.setZone('America/New_York').toFormat('ZZ (ZZZZ)') : '-'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
