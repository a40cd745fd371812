import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// Next season's registration: the calendar should open on the season, not on today.
const seasonStart = dayjs('2027-03-01T18:00');

export default function ReferenceDatePickers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="First match (opens on March 2027)" referenceDate={seasonStart} />
        <TimePicker label="Kick-off (starts from 6 PM)" referenceDate={seasonStart} />
      </Stack>
    </LocalizationProvider>
  );
}
