import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function AmPmTimePicker() {
  const [departure, setDeparture] = React.useState(dayjs('2026-04-17T18:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimePicker label="12-hour clock" ampm value={departure} onChange={(newValue) => setDeparture(newValue)} />
        <TimePicker
          label="24-hour clock"
          ampm={false}
          value={departure}
          onChange={(newValue) => setDeparture(newValue)}
        />
      </Stack>
    </LocalizationProvider>
  );
}
