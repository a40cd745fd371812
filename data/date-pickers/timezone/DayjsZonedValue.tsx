import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

function ZonedPicker({ label, initialValue }: { label: string; initialValue: Dayjs }) {
  const [value, setValue] = React.useState<Dayjs | null>(initialValue);
  return (
    <Stack spacing={1} sx={{ width: 300 }}>
      {/* No timezone prop: the picker renders and returns values in the zone they carry. */}
      <DateTimePicker label={label} ampm={false} value={value} onChange={setValue} />
      <Typography variant="body2">Saved as: {value?.isValid() ? value.format() : 'nothing valid'}</Typography>
    </Stack>
  );
}

export default function DayjsZonedValue() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        {/* Reads 21:30 as a Lisbon time: the same for every reader. */}
        <ZonedPicker
          label="dayjs.tz(text, 'Europe/Lisbon')"
          initialValue={dayjs.tz('2026-10-10T21:30', 'Europe/Lisbon')}
        />
        {/* Reads 21:30 in the reader's own zone, then converts that instant to Lisbon. */}
        <ZonedPicker
          label="dayjs(text).tz('Europe/Lisbon')"
          initialValue={dayjs('2026-10-10T21:30').tz('Europe/Lisbon')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
