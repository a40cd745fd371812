import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function InvoiceDate() {
  const [value, setValue] = React.useState<Dayjs | null>(null);
  const [error, setError] = React.useState<string | null>(null);
  const [committed, setCommitted] = React.useState('nothing yet');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ width: 300 }}>
        <DatePicker
          label="Invoice date"
          value={value}
          maxDate={dayjs('2026-12-31')}
          onChange={(newValue, context) => {
            setValue(newValue);
            setError(context.validationError);
          }}
          onAccept={(accepted) => setCommitted(accepted?.isValid() ? accepted.format('YYYY-MM-DD') : 'empty')}
        />
        <Typography variant="body2">Validation error: {error ?? 'none'}</Typography>
        <Typography variant="body2">Last committed value: {committed}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
