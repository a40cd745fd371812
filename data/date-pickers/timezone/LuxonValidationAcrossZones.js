import * as React from 'react';
import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

// The support desk works 09:00 to 17:00 in New York; the customer books from Berlin.
const deskOpens = DateTime.fromISO('2026-04-14T09:00', { zone: 'America/New_York' });
const deskCloses = DateTime.fromISO('2026-04-14T17:00', { zone: 'America/New_York' });

// minTime and maxTime are compared by the hours and minutes they read: express them in the
// zone the clock renders, or New York's 09:00 would be taken as 09:00 in Berlin.
const opensInBerlin = deskOpens.setZone('Europe/Berlin');
const closesInBerlin = deskCloses.setZone('Europe/Berlin');

export default function LuxonValidationAcrossZones() {
  const [call, setCall] = React.useState(null);

  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="de">
      <Stack spacing={1} sx={{ width: 280 }}>
        <Typography variant="subtitle2" component="h3">
          Luxon, call slot shown in Europe/Berlin
        </Typography>
        <DigitalClock
          aria-label="Call slot"
          timezone="Europe/Berlin"
          referenceDate={opensInBerlin}
          minTime={opensInBerlin}
          maxTime={closesInBerlin}
          timeStep={60}
          skipDisabled
          value={call}
          onChange={(newValue) => setCall(newValue)}
        />
        <Typography variant="body2">
          {call
            ? `Berlin ${call.setZone('Europe/Berlin').toFormat('HH:mm')} = New York ${call.setZone('America/New_York').toFormat('HH:mm')}`
            : 'Pick a slot'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
