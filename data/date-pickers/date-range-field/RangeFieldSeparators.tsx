import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { SingleInputDateRangeField } from '@mui/x-date-pickers-pro/SingleInputDateRangeField';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type { DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

export default function RangeFieldSeparators() {
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <SingleInputDateRangeField
          label="Custom separator and format"
          format="DD MMM YYYY"
          dateSeparator="until"
          defaultValue={[dayjs('2026-04-17'), dayjs('2026-05-02')]}
          sx={{ maxWidth: 340 }}
        />
        <MultiInputDateRangeField
          defaultValue={[dayjs('2026-05-10'), dayjs('2026-05-03')]}
          dateSeparator="to"
          onError={(newError) => setError(newError)}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'From' : 'To',
              helperText: error[position === 'start' ? 0 : 1] ?? ' ',
            }),
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
