import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ExternalOpenDatePicker() {
  const [open, setOpen] = React.useState(false);
  const [dueDate, setDueDate] = React.useState(dayjs('2026-04-30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <DatePicker
          label="Task due"
          value={dueDate}
          onChange={setDueDate}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
        />
        <Button variant="outlined" onClick={() => setOpen(true)}>
          Reschedule…
        </Button>
        <Button onClick={() => setDueDate((current) => (current ?? dayjs('2026-04-30')).add(1, 'week'))}>
          Push one week
        </Button>
      </Stack>
    </LocalizationProvider>
  );
}
