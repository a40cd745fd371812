import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DisableFutureViews() {
  const [incidentError, setIncidentError] = React.useState(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Incident date"
          disableFuture
          openTo="year"
          views={['year', 'month', 'day']}
          onError={(newError) => setIncidentError(newError)}
          slotProps={{
            textField: {
              helperText:
                incidentError === 'disableFuture'
                  ? 'An incident cannot happen in the future.'
                  : 'Year, then month, then day.',
            },
          }}
        />
        <DatePicker
          label="Billing month"
          disableFuture
          views={['year', 'month']}
          openTo="month"
          slotProps={{ textField: { helperText: 'Only months that have started.' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
