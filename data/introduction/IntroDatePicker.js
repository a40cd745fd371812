import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const firstDay = dayjs('2026-03-02');
const lastDay = dayjs('2026-06-26');

export default function IntroDatePicker() {
  const [value, setValue] = React.useState(dayjs('2026-03-12'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ minHeight: 100 }}>
        <DatePicker
          label="Delivery date"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          minDate={firstDay}
          maxDate={lastDay}
          sx={{ maxWidth: 280 }}
        />
        <Typography variant="body2" color="text.secondary">
          {value && value.isValid()
            ? `Selected: ${value.format('dddd, MMMM D, YYYY')}`
            : 'Pick a date between March 2 and June 26, 2026.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
