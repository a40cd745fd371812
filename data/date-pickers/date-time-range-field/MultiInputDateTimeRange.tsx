import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiInputDateTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputDateTimeRangeField';
import type { DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

const earliest = dayjs('2026-04-17T08:00');

export default function MultiInputDateTimeRange() {
  const [error, setError] = React.useState<DateTimeRangeValidationError>([null, null]);

  const describe = (value: string | null) => value ?? 'ok';

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <MultiInputDateTimeRangeField
        ampm={false}
        defaultValue={[dayjs('2026-04-17T07:30'), dayjs('2026-04-19T18:00')]}
        minDateTime={earliest}
        onError={(newError) => setError(newError)}
        slotProps={{
          textField: ({ position }) => ({
            label: position === 'start' ? 'Pick-up' : 'Return',
            helperText: `Error: ${describe(position === 'start' ? error[0] : error[1])}`,
          }),
        }}
      />
    </LocalizationProvider>
  );
}
