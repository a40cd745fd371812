import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const opening = dayjs('2026-04-17T09:00');
const closing = dayjs('2026-04-17T17:30');

function timeMessage(error) {
  switch (error) {
    case 'minTime':
    case 'maxTime':
      return 'The desk is open from 09:00 to 17:30.';
    case 'minutesStep':
      return 'Appointments start every 15 minutes.';
    case 'invalidDate':
      return 'Enter a complete time.';
    default:
      return '15-minute slots between 09:00 and 17:30.';
  }
}

export default function TimeValidation() {
  const [timeError, setTimeError] = React.useState(null);
  const [launchError, setLaunchError] = React.useState(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TimePicker
          label="Appointment"
          ampm={false}
          minTime={opening}
          maxTime={closing}
          minutesStep={15}
          timeSteps={{ minutes: 15 }}
          defaultValue={dayjs('2026-04-17T08:40')}
          onError={(newError) => setTimeError(newError)}
          slotProps={{ textField: { helperText: timeMessage(timeError) } }}
        />
        <DateTimePicker
          label="Launch"
          ampm={false}
          minDateTime={dayjs('2026-04-20T14:00')}
          referenceDate={dayjs('2026-04-20T14:00')}
          onError={(newError) => setLaunchError(newError)}
          slotProps={{
            textField: {
              helperText: launchError
                ? `Not before April 20, 2026 at 14:00 (${launchError})`
                : 'Not before April 20, 2026 at 14:00.',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
