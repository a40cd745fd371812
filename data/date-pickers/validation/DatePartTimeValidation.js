import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// Maintenance starts on April 17, 2026 at 22:00. Both pickers hold 01:00 the next night.
const windowStart = dayjs('2026-04-17T22:00');
const value = dayjs('2026-04-18T01:00');

function MaintenancePicker(props) {
  const { label, compareDates } = props;
  const [error, setError] = React.useState(null);

  return (
    <TimePicker
      label={label}
      ampm={false}
      defaultValue={value}
      minTime={windowStart}
      disableIgnoringDatePartForTimeValidation={compareDates}
      onError={(newError) => setError(newError)}
      slotProps={{ textField: { helperText: error ? `Error: ${error}` : 'Valid' } }}
    />
  );
}

export default function DatePartTimeValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <MaintenancePicker label="Time of day only (default)" compareDates={false} />
        <MaintenancePicker label="Date part compared" compareDates />
      </Stack>
    </LocalizationProvider>
  );
}
