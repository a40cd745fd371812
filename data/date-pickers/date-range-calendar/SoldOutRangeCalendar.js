import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';

const firstMonth = dayjs('2026-06-01');

// A fake inventory service: answers after 600 ms with the sold-out dates of two months.
function fetchSoldOut(month) {
  return new Promise((resolve) => {
    setTimeout(() => {
      const days = [];
      [month, month.add(1, 'month')].forEach((current) => {
        for (let date = 1; date <= current.daysInMonth(); date += 1) {
          if ((date + current.month() * 3) % 8 === 0) {
            days.push(current.date(date).format('YYYY-MM-DD'));
          }
        }
      });
      resolve(days);
    }, 600);
  });
}

export default function SoldOutRangeCalendar() {
  const [range, setRange] = React.useState([null, null]);
  const [soldOut, setSoldOut] = React.useState([]);
  const [loading, setLoading] = React.useState(true);
  const latest = React.useRef(0);

  const load = React.useCallback((month) => {
    latest.current += 1;
    const request = latest.current;
    fetchSoldOut(month).then((days) => {
      if (request === latest.current) {
        setSoldOut(days);
        setLoading(false);
      }
    });
  }, []);

  React.useEffect(() => {
    load(firstMonth);
  }, [load]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        value={range}
        onChange={setRange}
        referenceDate={firstMonth}
        loading={loading}
        renderLoading={() => <DayCalendarSkeleton />}
        onMonthChange={(month) => {
          setLoading(true);
          load(month);
        }}
        shouldDisableDate={(day) => soldOut.includes(day.format('YYYY-MM-DD'))}
      />
    </LocalizationProvider>
  );
}
