import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopDateTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopDateTimeRangePicker';

export default function SingleListRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DesktopDateTimeRangePicker
        label="Meeting room"
        referenceDate={dayjs('2026-04-20T09:00')}
        timeSteps={{ minutes: 30 }}
        // 48 half hours a day: at or under the threshold, one list of complete times.
        thresholdToRenderTimeInASingleColumn={48}
        // Show the toolbar that the desktop popup hides by default.
        slotProps={{ toolbar: { hidden: false } }}
        sx={{ maxWidth: 420 }}
      />
    </LocalizationProvider>
  );
}
