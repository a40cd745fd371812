import * as React from 'react';
import { format } from 'date-fns';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// date-fns tokens: `yyyy` for the year, `dd` for the day of month, `EEE` for a short weekday.
// `YYYY` and `DD` mean week-numbering year and day of year in date-fns: not what you want here.
const fieldFormats = ['dd.MM.yyyy', 'yyyy-MM-dd', 'EEE, d MMM yyyy', 'MMMM yyyy'];

export default function DateFnsFormatTokens() {
  const [invoiceDate, setInvoiceDate] = React.useState<Date | null>(new Date(2026, 1, 9));

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <Stack spacing={2} sx={{ width: 320 }}>
        {fieldFormats.map((fieldFormat) => (
          <DatePicker
            key={fieldFormat}
            label={`date-fns format ${fieldFormat}`}
            format={fieldFormat}
            value={invoiceDate}
            onChange={(newValue) => setInvoiceDate(newValue)}
          />
        ))}
        <Typography variant="body2">
          Stored: {invoiceDate ? format(invoiceDate, "yyyy-MM-dd'T'HH:mm") : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
