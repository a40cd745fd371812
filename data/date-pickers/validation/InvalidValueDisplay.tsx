import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// The sale ran from April 6 to April 12, 2026; the stored value, April 14, is outside.
const saleStart = dayjs('2026-04-06');
const saleEnd = dayjs('2026-04-12');

export default function InvalidValueDisplay() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-14'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={1}>
          <DateField
            label="Order date"
            value={value}
            onChange={(newValue) => setValue(newValue)}
            minDate={saleStart}
            maxDate={saleEnd}
            onError={(newError) => setError(newError)}
            helperText={error ? `Outside the sale (${error})` : 'During the sale'}
          />
          <Typography variant="body2">
            Stored value: {value?.isValid() ? value.format('YYYY-MM-DD') : String(value)}
          </Typography>
        </Stack>
        <DateCalendar value={value} onChange={(newValue) => setValue(newValue)} minDate={saleStart} maxDate={saleEnd} />
      </Stack>
    </LocalizationProvider>
  );
}
