import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function BasicDateTimePicker() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2026-04-18T10:00'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 300 }}>
        <DateTimePicker label="Webinar starts" value={start} onChange={(newValue) => setStart(newValue)} />
        <Typography variant="body2">
          {start?.isValid() ? start.format('dddd, MMMM D [at] h:mm A') : 'No start time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
