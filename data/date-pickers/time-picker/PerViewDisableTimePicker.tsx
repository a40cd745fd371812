import dayjs, { Dayjs } from 'dayjs';
import { TimeView } from '@mui/x-date-pickers/models';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';

// Deliveries: no slot during the 12:00 lunch hour, and after 17:00 only on the hour.
function shouldDisableTime(value: Dayjs, view: TimeView) {
  if (view === 'hours') {
    return value.hour() === 12;
  }
  if (view === 'minutes') {
    return value.hour() >= 17 && value.minute() !== 0;
  }
  return false;
}

export default function PerViewDisableTimePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DesktopTimePicker
        label="Delivery slot"
        defaultValue={dayjs('2026-04-17T16:30')}
        ampm={false}
        timeSteps={{ minutes: 15 }}
        minTime={dayjs('2026-04-17T08:00')}
        maxTime={dayjs('2026-04-17T19:00')}
        shouldDisableTime={shouldDisableTime}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
