import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import { MultiInputTimeRangeField } from '@mui/x-date-pickers-pro/MultiInputTimeRangeField';

export default function MultiInputTimeRangePicker() {
  const [error, setError] = React.useState([null, null]);
  const hasError = error[0] !== null || error[1] !== null;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeRangePicker
        slots={{ field: MultiInputTimeRangeField }}
        localeText={{ start: 'Meeting starts', end: 'Meeting ends' }}
        defaultValue={[dayjs('2026-04-17T10:00'), dayjs('2026-04-17T11:00')]}
        minTime={dayjs('2026-04-17T08:00')}
        maxTime={dayjs('2026-04-17T19:00')}
        ampm
        onError={(newError) => setError(newError)}
        slotProps={{
          textField: {
            helperText: hasError ? 'Between 8 AM and 7 PM, ending after it starts' : ' ',
          },
        }}
      />
    </LocalizationProvider>
  );
}
