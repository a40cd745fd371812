import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function SingleInputDateTimeRange() {
  const [maintenance, setMaintenance] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-04-17T22:00'),
    dayjs('2026-04-18T06:00'),
  ]);
  const [start, end] = maintenance;
  const hours = start?.isValid() && end?.isValid() ? end.diff(start, 'hour', true) : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 380 }}>
        <SingleInputDateTimeRangeField
          label="Maintenance window"
          ampm={false}
          format="DD/MM HH:mm"
          value={maintenance}
          onChange={(newValue) => setMaintenance(newValue)}
        />
        <Typography variant="body2">Length: {hours === null ? '—' : `${hours.toFixed(1)} hours`}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
