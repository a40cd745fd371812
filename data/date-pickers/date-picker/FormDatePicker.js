import * as React from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function FormDatePicker() {
  const [startDate, setStartDate] = React.useState(null);
  const missing = startDate === null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Contract start"
        value={startDate}
        onChange={(newValue) => setStartDate(newValue)}
        name="contractStart"
        slotProps={{
          textField: {
            required: true,
            helperText: missing
              ? 'Required: the first day the contract applies.'
              : 'You can still change this before signing.',
          },
        }}
      />
    </LocalizationProvider>
  );
}
