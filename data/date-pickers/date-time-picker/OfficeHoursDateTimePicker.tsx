import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

export default function OfficeHoursDateTimePicker() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Call back"
        ampm={false}
        defaultValue={dayjs('2026-04-17T19:00')}
        minDate={dayjs('2026-04-01')}
        maxDate={dayjs('2026-06-30')}
        minTime={dayjs('2026-04-17T08:00')}
        maxTime={dayjs('2026-04-17T18:00')}
        shouldDisableDate={isWeekend}
        timeSteps={{ minutes: 30 }}
        onError={(newError) => setError(newError)}
        slotProps={{
          textField: {
            helperText: error ? `Not available (${error})` : 'Weekdays, 08:00 to 18:00, April to June 2026',
          },
        }}
      />
    </LocalizationProvider>
  );
}
