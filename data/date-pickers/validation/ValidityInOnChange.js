import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const maxDate = dayjs('2026-12-31');

export default function ValidityInOnChange() {
  const [state, setState] = React.useState({ value: null, error: null });
  const [submitted, setSubmitted] = React.useState(null);
  const missing = state.value === null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        component="form"
        spacing={2}
        sx={{ width: 300 }}
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(state.value.format('MMMM D, YYYY'));
        }}
      >
        <DatePicker
          label="Renewal date"
          referenceDate={dayjs('2026-04-17')}
          maxDate={maxDate}
          value={state.value}
          onChange={(value, context) => setState({ value, error: context.validationError })}
          slotProps={{
            textField: {
              required: true,
              helperText: state.error ? 'Renewals run until the end of 2026.' : ' ',
            },
          }}
        />
        <Button type="submit" variant="contained" disabled={missing || state.error !== null}>
          Renew
        </Button>
        <Typography variant="body2">{submitted ? `Renewal saved for ${submitted}.` : 'Nothing saved yet.'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
