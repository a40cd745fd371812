import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';

const day = dayjs('2026-04-17');
const lunch = (time: Dayjs) => time.hour() === 12;

export default function AppointmentSlots() {
  const [slot, setSlot] = React.useState<Dayjs | null>(day.hour(10).minute(30));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <DigitalClock
          value={slot}
          onChange={(newSlot) => setSlot(newSlot)}
          timeStep={45}
          minTime={day.hour(9)}
          maxTime={day.hour(17)}
          shouldDisableTime={(value, view) => view === 'hours' && lunch(value)}
          skipDisabled
          ampm={false}
        />
        <Typography variant="body2">Appointment at {slot ? slot.format('HH:mm') : '—'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
