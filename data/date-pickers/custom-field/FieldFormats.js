import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const kickoff = dayjs('2026-04-17T14:30');

export default function FieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 320 }}>
        <DatePicker label="ISO date" format="YYYY-MM-DD" defaultValue={kickoff} />
        <DatePicker label="Month as a word" format="MMMM D, YYYY" defaultValue={kickoff} />
        <TimePicker label="24-hour time" format="HH:mm" defaultValue={kickoff} />
        <DateTimePicker label="Weekday and time" format="ddd DD/MM/YYYY hh:mm a" defaultValue={kickoff} />
      </Stack>
    </LocalizationProvider>
  );
}
