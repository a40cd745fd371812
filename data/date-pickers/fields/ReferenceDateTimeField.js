import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

// The shift is on May 4, 2026: a time typed in the empty field lands on that day.
const shiftDay = dayjs('2026-05-04T00:00');

export default function ReferenceDateTimeField() {
  const [value, setValue] = React.useState(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ width: 280 }}>
        <TimeField
          label="Shift starts"
          ampm={false}
          referenceDate={shiftDay}
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography variant="body2">
          Full value: {value?.isValid() ? value.format('YYYY-MM-DD HH:mm') : 'type a time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
