import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const firstAllowed = dayjs('2026-11-01');
const lastAllowed = dayjs('2036-12-31');

export default function CardExpiryViews() {
  const [expiry, setExpiry] = React.useState(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 280 }}>
        <DatePicker
          label="Card expiry"
          views={['year', 'month']}
          openTo="year"
          format="MM/YYYY"
          minDate={firstAllowed}
          maxDate={lastAllowed}
          value={expiry}
          onChange={(newValue) => setExpiry(newValue)}
        />
        <Typography variant="body2">
          Stored: {expiry?.isValid() ? expiry.endOf('month').format('YYYY-MM-DD') : 'none'} (last day of the month)
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
