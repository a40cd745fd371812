import * as React from 'react';
import moment from 'moment';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function MomentUtcPicker() {
  const [zone, setZone] = React.useState('UTC');
  const [backup, setBackup] = React.useState(moment.utc('2026-08-02T02:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterMoment}>
      <Stack spacing={2} sx={{ width: 320 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Display zone"
          value={zone}
          onChange={(_event, next) => {
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
