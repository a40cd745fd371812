import * as React from 'react';
import moment, { Moment } from 'moment';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// Without moment-timezone, Moment knows two zones: UTC and the system zone.
type MomentZone = 'UTC' | 'system';

export default function MomentUtcPicker() {
  const [zone, setZone] = React.useState<MomentZone>('UTC');
  const [backup, setBackup] = React.useState<Moment | null>(moment.utc('2026-08-02T02:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterMoment}>
      <Stack spacing={2} sx={{ width: 320 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Display zone"
          value={zone}
          onChange={(_event, next: MomentZone | null) => {
            if (next) {
              setZone(next);
            }
          }}
        >
          <ToggleButton value="UTC">UTC</ToggleButton>
          <ToggleButton value="system">system</ToggleButton>
        </ToggleButtonGroup>
        <DateTimePicker
          label={`Moment, nightly backup (${zone})`}
          ampm={false}
          timezone={zone}
          value={backup}
          onChange={(newValue) => setBackup(newValue)}
        />
        <Typography variant="body2">
          Stored: {backup?.isValid() ? backup.toISOString() : 'invalid'} (isUTC: {String(backup?.isUTC() ?? false)})
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
