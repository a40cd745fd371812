import dayjs from 'dayjs';
import EventIcon from '@mui/icons-material/Event';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

export default function StaticTabsDateTimePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        defaultValue={dayjs('2026-04-17T18:45')}
        // AM/PM buttons under the analog clock instead of in the toolbar.
        ampmInClock
        // On a picker, the toolbar title is set through localeText.
        localeText={{ toolbarTitle: 'Departure' }}
        slotProps={{
          tabs: { hidden: false, dateIcon: <EventIcon />, timeIcon: <ScheduleIcon /> },
        }}
      />
    </LocalizationProvider>
  );
}
