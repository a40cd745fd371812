import dayjs from 'dayjs';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function NavigationSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2026-04-17')}
        slots={{
          leftArrowIcon: ArrowBackIcon,
          rightArrowIcon: ArrowForwardIcon,
          switchViewIcon: UnfoldMoreIcon,
        }}
        slotProps={{
          previousIconButton: { color: 'primary', size: 'small' },
          nextIconButton: { color: 'primary', size: 'small' },
          switchViewButton: { color: 'secondary' },
          leftArrowIcon: { fontSize: 'small' },
          rightArrowIcon: { fontSize: 'small' },
        }}
      />
    </LocalizationProvider>
  );
}
