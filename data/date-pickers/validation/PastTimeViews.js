import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function PastTimeViews() {
  const [callbackError, setCallbackError] = React.useState(null);
  const [sendError, setSendError] = React.useState(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TimePicker
          label="Call me back today at"
          disablePast
          ampm={false}
          onError={(newError) => setCallbackError(newError)}
          slotProps={{
            textField: {
              helperText: callbackError ? `Error: ${callbackError}` : 'Times already gone are disabled.',
            },
          }}
        />
        <DateTimePicker
          label="Send the newsletter at"
          disablePast
          ampm={false}
          onError={(newError) => setSendError(newError)}
          slotProps={{
            textField: {
              helperText: sendError ? `Error: ${sendError}` : 'Any moment from now on.',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
