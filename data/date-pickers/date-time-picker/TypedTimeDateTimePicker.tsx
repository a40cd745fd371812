import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function TypedTimeDateTimePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Measurement taken at"
        defaultValue={dayjs('2026-04-17T07:42')}
        ampm={false}
        // No clock for these views: the time is typed in the field, the popup only shows the calendar.
        viewRenderers={{ hours: null, minutes: null }}
      />
    </LocalizationProvider>
  );
}
