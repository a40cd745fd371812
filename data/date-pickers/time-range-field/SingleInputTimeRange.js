import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';

export default function SingleInputTimeRange() {
  const [shift, setShift] = React.useState([dayjs('2026-04-17T08:00'), dayjs('2026-04-17T16:30')]);
  const [start, end] = shift;
  const minutes = start?.isValid() && end?.isValid() ? end.diff(start, 'minute') : null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 300 }}>
        <SingleInputTimeRangeField
          label="Shift"
          ampm={false}
          value={shift}
          onChange={(newShift) => setShift(newShift)}
        />
        <SingleInputTimeRangeField
          label="Same shift, 12-hour, custom separator"
          ampm
          dateSeparator="to"
          value={shift}
          onChange={(newShift) => setShift(newShift)}
        />
        <Typography variant="body2">
          Duration: {minutes === null ? '—' : `${Math.floor(minutes / 60)} h ${minutes % 60} min`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
