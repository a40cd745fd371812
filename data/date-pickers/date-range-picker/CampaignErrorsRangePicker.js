import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

const seasonStart = dayjs('2026-06-01');
const seasonEnd = dayjs('2026-12-31');

function explain(error, side) {
  switch (error) {
    case null:
      return null;
    case 'invalidRange':
      return 'The campaign must end after it starts.';
    case 'minDate':
      return `The ${side} date is before June 1, 2026.`;
    case 'maxDate':
      return `The ${side} date is after December 31, 2026.`;
    default:
      return `The ${side} date is not a valid date.`;
  }
}

export default function CampaignErrorsRangePicker() {
  // The end is before the start, so both sides report 'invalidRange' at first.
  const [campaign, setCampaign] = React.useState([dayjs('2026-09-20'), dayjs('2026-09-10')]);
  const [errors, setErrors] = React.useState([null, null]);

  const startMessage = explain(errors[0], 'start');
  const endMessage = explain(errors[1], 'end');
  // One message is enough when both sides report the same problem.
  const helperText = startMessage === endMessage ? startMessage : [startMessage, endMessage].filter(Boolean).join(' ');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Campaign"
        value={campaign}
        onChange={(newValue) => setCampaign(newValue)}
        minDate={seasonStart}
        maxDate={seasonEnd}
        onError={(newErrors) => setErrors(newErrors)}
        slotProps={{
          textField: { helperText: helperText || 'Between June 1 and December 31, 2026.' },
        }}
        sx={{ width: 320 }}
      />
    </LocalizationProvider>
  );
}
