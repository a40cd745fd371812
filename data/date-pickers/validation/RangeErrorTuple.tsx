import * as React from 'react';
import dayjs from 'dayjs';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

export default function RangeErrorTuple() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <MultiInputDateRangeField
          minDate={dayjs('2026-04-01')}
          defaultValue={[dayjs('2026-04-20'), dayjs('2026-04-16')]}
          onError={(newError) => setError(newError)}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Leave starts' : 'Leave ends',
            }),
          }}
        />
        <Typography variant="body2">
          Start error: {String(error[0])} · End error: {String(error[1])}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
