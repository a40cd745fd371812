import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { PickersRangeCalendarHeaderProps } from '@mui/x-date-pickers-pro/PickersRangeCalendarHeader';

function PagingHeader(props: PickersRangeCalendarHeaderProps) {
  const { calendars, month, monthIndex, currentMonth, onMonthChange, labelId } = props;
  // `currentMonth` is the first visible month; moving it by `calendars` shows a whole new page.
  const page = (direction: 1 | -1) => onMonthChange(currentMonth.add(direction * calendars, 'month'));
  const isFirst = monthIndex === 0;
  const isLast = monthIndex === calendars - 1;

  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1, pt: 1.5 }}>
      {/* Only the first header goes back and only the last goes forward; the others keep the space. */}
      {isFirst ? (
        <IconButton aria-label={`Previous ${calendars} months`} onClick={() => page(-1)}>
          <ChevronLeft />
        </IconButton>
      ) : (
        <Box sx={{ width: 40 }} />
      )}
      <Typography id={labelId} variant="subtitle1" component="div" sx={{ fontWeight: 600 }}>
        {month.format('MMMM YYYY')}
      </Typography>
      {isLast ? (
        <IconButton aria-label={`Next ${calendars} months`} onClick={() => page(1)}>
          <ChevronRight />
        </IconButton>
      ) : (
        <Box sx={{ width: 40 }} />
      )}
    </Stack>
  );
}

export default function TwoMonthPagingHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        defaultValue={[dayjs('2026-07-04'), dayjs('2026-07-11')]}
        slots={{ calendarHeader: PagingHeader }}
      />
    </LocalizationProvider>
  );
}
