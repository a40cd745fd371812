import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar, dayCalendarClasses } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay } from '@mui/x-date-pickers/PickersDay';

// A made-up nightly rate: weekends cost more, and the rate drifts with the date.
function priceOf(day) {
  const weekend = day.day() === 5 || day.day() === 6;
  return (weekend ? 140 : 95) + (day.date() % 4) * 5;
}

function PricedDay(props) {
  const { day, outsideCurrentMonth, disabled } = props;
  if (outsideCurrentMonth) {
    return <PickersDay {...props} />;
  }
  return (
    <PickersDay {...props} sx={{ height: 48, borderRadius: 2, flexDirection: 'column', lineHeight: 1.1 }}>
      {/* `children` replaces the day number, so the number is rendered here too. */}
      <span>{day.date()}</span>
      <Box component="span" sx={{ fontSize: 10 }}>
        {disabled ? '—' : `$${priceOf(day)}`}
      </Box>
    </PickersDay>
  );
}

export default function PricedDaysCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2026-04-17')}
        minDate={dayjs('2026-04-06')}
        slots={{ day: PricedDay }}
        // Taller days need taller rows: the month grid has a fixed height by default.
        sx={{
          height: 'auto',
          maxHeight: 'none',
          [`& .${dayCalendarClasses.slideTransition}`]: { minHeight: 6 * 52 },
          [`& .${dayCalendarClasses.weekContainer}`]: { my: '2px' },
        }}
      />
    </LocalizationProvider>
  );
}
