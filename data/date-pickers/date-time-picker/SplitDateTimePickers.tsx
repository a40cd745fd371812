import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function SplitDateTimePickers() {
  // One value, edited by two pickers: each keeps the part the other one owns.
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2026-04-17T19:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DatePicker label="Concert date" value={start} onChange={setStart} />
          <TimePicker label="Doors open" value={start} onChange={setStart} />
        </Stack>
        <Typography variant="body2">
          Stored value: {start && start.isValid() ? start.format('YYYY-MM-DD HH:mm') : 'incomplete'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
