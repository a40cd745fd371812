import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const earliest = dayjs('2026-04-17T11:30');
const latest = dayjs('2026-04-17T14:00');

export default function LunchBreakField() {
  const [error, setError] = React.useState(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimeField
        label="Lunch break"
        ampm={false}
        defaultValue={dayjs('2026-04-17T12:10')}
        minTime={earliest}
        maxTime={latest}
        minutesStep={15}
        onError={(newError) => setError(newError)}
        helperText={error ? `Error code: ${error}` : 'Quarter hours between 11:30 and 14:00'}
      />
    </LocalizationProvider>
  );
}
