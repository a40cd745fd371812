import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function ShiftStartField() {
  const [start, setStart] = React.useState(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 260 }}>
        <TimeField label="Shift starts at" value={start} onChange={(newValue) => setStart(newValue)} clearable />
        <Typography variant="body2">Stored as: {start?.isValid() ? start.format('HH:mm') : '—'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
