import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

export default function RequiredAfterSubmit() {
  const [value, setValue] = React.useState<Dayjs | null>(null);
  const [error, setError] = React.useState<DateValidationError>(null);
  const [attempted, setAttempted] = React.useState(false);
  const [saved, setSaved] = React.useState<string | null>(null);

  // An empty value passes validation, so the "required" rule is the form's job.
  const missing = attempted && value === null;
  let helperText = ' ';
  if (missing) {
    helperText = 'Choose the day the lease starts.';
  } else if (error === 'minDate') {
    helperText = 'Leases start on April 20, 2026 at the earliest.';
  } else if (error) {
    helperText = 'Enter a valid date.';
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        sx={{ width: 300 }}
        onSubmit={(event: React.FormEvent) => {
          event.preventDefault();
          setAttempted(true);
          if (value !== null && error === null) {
            setSaved(value.format('MMMM D, YYYY'));
          }
        }}
      >
        <DatePicker
          label="Lease start"
          value={value}
          onChange={setValue}
          onError={setError}
          minDate={dayjs('2026-04-20')}
          referenceDate={dayjs('2026-04-20')}
          slotProps={{
            textField: {
              required: true,
              helperText,
              // Only set when the rules found nothing: the empty field after a submit attempt.
              ...(missing ? { error: true } : {}),
            },
          }}
        />
        <Button type="submit" variant="contained">
          Sign the lease
        </Button>
        <Typography variant="body2" role="status">
          {saved ? `Lease starts on ${saved}.` : 'Not signed yet.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
