import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

// The report cannot describe an incident after the moment it was opened.
const reportOpenedAt = dayjs('2026-04-17T16:45');

export default function IncidentTimestamp() {
  const [occurredAt, setOccurredAt] = React.useState(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 300 }}>
        <DateTimeField
          label="Incident occurred at"
          value={occurredAt}
          onChange={(newValue) => setOccurredAt(newValue)}
          maxDateTime={reportOpenedAt}
          clearable
        />
        <Typography variant="body2">
          {occurredAt?.isValid() ? occurredAt.toISOString() : 'Type a date and time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
