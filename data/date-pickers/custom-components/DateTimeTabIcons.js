import dayjs from 'dayjs';
import TodayIcon from '@mui/icons-material/Today';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

export default function DateTimeTabIcons() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={dayjs('2026-04-17T09:30')}
        slotProps={{
          tabs: {
            dateIcon: <TodayIcon aria-label="Date" />,
            timeIcon: <ScheduleIcon aria-label="Time" />,
            sx: { '& .MuiTab-root': { minHeight: 40 } },
          },
          actionBar: { actions: [] },
        }}
      />
    </LocalizationProvider>
  );
}
