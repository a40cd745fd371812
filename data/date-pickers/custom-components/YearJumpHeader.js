import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import IconButton from '@mui/material/IconButton';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import FirstPage from '@mui/icons-material/FirstPage';
import LastPage from '@mui/icons-material/LastPage';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

function YearJumpHeader(props) {
  const { currentMonth, onMonthChange, labelId } = props;
  const move = (amount, unit) => onMonthChange(currentMonth.add(amount, unit));

  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1, py: 1 }}>
      <Stack direction="row">
        <IconButton aria-label="Previous year" onClick={() => move(-1, 'year')}>
          <FirstPage />
        </IconButton>
        <IconButton aria-label="Previous month" onClick={() => move(-1, 'month')}>
          <ChevronLeft />
        </IconButton>
      </Stack>
      <Typography id={labelId} variant="subtitle1" component="div">
        {currentMonth.format('MMMM YYYY')}
      </Typography>
      <Stack direction="row">
        <IconButton aria-label="Next month" onClick={() => move(1, 'month')}>
          <ChevronRight />
        </IconButton>
        <IconButton aria-label="Next year" onClick={() => move(1, 'year')}>
          <LastPage />
        </IconButton>
      </Stack>
    </Stack>
  );
}

export default function YearJumpCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar defaultValue={dayjs('2026-04-17')} slots={{ calendarHeader: YearJumpHeader }} />
    </LocalizationProvider>
  );
}
