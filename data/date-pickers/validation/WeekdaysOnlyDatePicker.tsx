import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const holidays = new Set(['2026-05-01', '2026-05-25']);

function isClosed(day: Dayjs) {
  const weekday = day.day();
  return weekday === 0 || weekday === 6 || holidays.has(day.format('YYYY-MM-DD'));
}

export default function WeekdaysOnlyDatePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-05-02'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Delivery day"
        value={value}
        onChange={(newValue) => setValue(newValue)}
        shouldDisableDate={isClosed}
        onError={(newError) => setError(newError)}
        slotProps={{
          textField: {
            helperText:
              error === 'shouldDisableDate'
                ? 'We do not deliver on weekends or public holidays.'
                : 'Monday to Friday, except public holidays.',
          },
        }}
      />
    </LocalizationProvider>
  );
}
