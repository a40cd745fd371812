import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopTimeRangePicker';

export default function SlotListTimeRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DesktopTimeRangePicker
        label="Court booking"
        defaultValue={[dayjs('2026-04-17T18:00'), dayjs('2026-04-17T19:30')]}
        timeSteps={{ minutes: 30 }}
        // 48 options a day: one list of complete times instead of hour and minute columns.
        thresholdToRenderTimeInASingleColumn={48}
        minTime={dayjs('2026-04-17T07:00')}
        maxTime={dayjs('2026-04-17T22:00')}
        // Times outside 7:00–22:00 are left out of the list.
        skipDisabled
        ampm={false}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
