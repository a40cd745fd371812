import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);

export default function UtcDateTimePicker() {
  const [deadline, setDeadline] = React.useState<Dayjs | null>(dayjs.utc('2026-04-17T23:00:00Z'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 300 }}>
        <DateTimePicker
          label="Deadline (UTC)"
          ampm={false}
          value={deadline}
          onChange={(newValue) => setDeadline(newValue)}
        />
        <Typography variant="body2">
          Sent to the server: {deadline?.isValid() ? deadline.toISOString() : 'nothing yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
