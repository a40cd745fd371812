import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const firstDay = dayjs('2026-09-01');
const lastDay = dayjs('2026-09-30');

const messages = {
  minDate: 'The course starts on September 1, 2026.',
  maxDate: 'Enrolment closes on September 30, 2026.',
  invalidDate: 'Type a full date: month, day and year.',
};

export default function AccessibleFormPicker() {
  const [value, setValue] = React.useState(dayjs('2026-08-28'));
  const [error, setError] = React.useState('minDate');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 320 }}>
        <DatePicker
          label="First lesson"
          value={value}
          onChange={(newValue) => setValue(newValue)}
          minDate={firstDay}
          maxDate={lastDay}
          onError={(newError) => setError(newError)}
          slotProps={{
            textField: {
              required: true,
              name: 'firstLesson',
              helperText: error ? (messages[error] ?? 'This date is not available.') : 'Any day in September 2026.',
            },
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
