import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// The first delivery round of the season: Monday, June 1, 2026, at 08:00.
const firstRound = dayjs('2026-06-01T08:00');

function describe(value: Dayjs | null) {
  if (value === null) {
    return 'null (the field stays empty)';
  }
  return value.isValid() ? value.format('dddd, MMMM D, YYYY [at] HH:mm') : 'invalid date';
}

export default function DeliveryReferenceDateTimePicker() {
  const [delivery, setDelivery] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 300 }}>
        <DateTimePicker
          label="Delivery"
          value={delivery}
          onChange={(newValue) => setDelivery(newValue)}
          referenceDate={firstRound}
          ampm={false}
        />
        <Typography variant="body2" role="status">
          Value: {describe(delivery)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
