import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { DateValidationError, TimeValidationError } from '@mui/x-date-pickers/models';

const firstDay = dayjs('2026-04-20');
const lastDay = dayjs('2026-06-30');
const opening = dayjs('2026-04-20T09:00');
const closing = dayjs('2026-04-20T18:00');

export default function ControlledBookingForm() {
  const [name, setName] = React.useState('');
  const [day, setDay] = React.useState<Dayjs | null>(null);
  const [time, setTime] = React.useState<Dayjs | null>(null);
  const [dayError, setDayError] = React.useState<DateValidationError>(null);
  const [timeError, setTimeError] = React.useState<TimeValidationError>(null);
  const [submitted, setSubmitted] = React.useState(false);
  const [result, setResult] = React.useState<string | null>(null);

  const dayMissing = submitted && day === null;
  const timeMissing = submitted && time === null;
  const canSubmit = dayError === null && timeError === null;

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!name || day === null || time === null || !canSubmit) {
      setResult(null);
      return;
    }
    const start = day.hour(time.hour()).minute(time.minute()).second(0);
    setResult(`${name} booked ${start.format('dddd, MMMM D [at] HH:mm')}.`);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack component="form" noValidate spacing={2} sx={{ width: 320 }} onSubmit={handleSubmit}>
        <TextField
          label="Name"
          required
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={submitted && !name}
          helperText={submitted && !name ? 'Please enter your name.' : ' '}
        />
        <DatePicker
          label="Day"
          value={day}
          onChange={(newValue) => setDay(newValue)}
          onError={(newError) => setDayError(newError)}
          minDate={firstDay}
          maxDate={lastDay}
          referenceDate={firstDay}
          slotProps={{
            textField: {
              required: true,
              error: dayMissing || dayError !== null,
              helperText: dayMissing
                ? 'Please choose a day.'
                : dayError
                  ? 'Bookings run from April 20 to June 30, 2026.'
                  : ' ',
            },
          }}
        />
        <TimePicker
          label="Time"
          ampm={false}
          value={time}
          onChange={(newValue) => setTime(newValue)}
          onError={(newError) => setTimeError(newError)}
          minTime={opening}
          maxTime={closing}
          timeSteps={{ minutes: 30 }}
          minutesStep={30}
          slotProps={{
            textField: {
              required: true,
              error: timeMissing || timeError !== null,
              helperText: timeMissing
                ? 'Please choose a time.'
                : timeError
                  ? 'Half-hour slots between 09:00 and 18:00.'
                  : ' ',
            },
          }}
        />
        <Button type="submit" variant="contained" disabled={!canSubmit}>
          Book
        </Button>
        {result && <Alert severity="success">{result}</Alert>}
      </Stack>
    </LocalizationProvider>
  );
}
