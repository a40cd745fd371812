import * as React from 'react';
import dayjs from 'dayjs';
import Badge from '@mui/material/Badge';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { PickersDay } from '@mui/x-date-pickers/PickersDay';

const initialMonth = dayjs('2026-04-01');

// Simulates a server that answers after 500 ms with the days that have free slots.
function fetchFreeDays(month) {
  return new Promise((resolve) => {
    setTimeout(() => {
      const seed = month.month() + 3;
      const days = Array.from({ length: month.daysInMonth() }, (_, index) => index + 1);
      resolve(days.filter((dayOfMonth) => (dayOfMonth * seed) % 7 < 2));
    }, 500);
  });
}

function FreeDay(props) {
  const { freeDays = [], day, outsideCurrentMonth, ...other } = props;
  const isFree = !outsideCurrentMonth && freeDays.includes(day.date());

  return (
    <Badge overlap="circular" color="success" variant="dot" invisible={!isFree}>
      <PickersDay {...other} day={day} outsideCurrentMonth={outsideCurrentMonth} />
    </Badge>
  );
}

export default function AvailabilityCalendar() {
  const [loading, setLoading] = React.useState(true);
  const [freeDays, setFreeDays] = React.useState([]);
  const requestId = React.useRef(0);

  // Only the answer to the latest request is kept.
  const request = React.useCallback((month) => {
    requestId.current += 1;
    const current = requestId.current;
    fetchFreeDays(month).then((days) => {
      if (current === requestId.current) {
        setFreeDays(days);
        setLoading(false);
      }
    });
  }, []);

  // `loading` starts as `true`, so the first request needs no state update here.
  React.useEffect(() => {
    request(initialMonth);
  }, [request]);

  const handleMonthChange = (month) => {
    setLoading(true);
    request(month);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        referenceDate={initialMonth}
        loading={loading}
        onMonthChange={handleMonthChange}
        renderLoading={() => <DayCalendarSkeleton />}
        slots={{ day: FreeDay }}
        slotProps={{ day: { freeDays } }}
      />
    </LocalizationProvider>
  );
}
