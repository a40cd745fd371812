import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';

// A fake server: the days with a concert in a month, after 600 ms.
function fetchConcertDays(month: Dayjs, signal: AbortSignal) {
  return new Promise<number[]>((resolve, reject) => {
    const timeout = setTimeout(() => {
      const seed = month.month() + 1;
      resolve([3, 9, 14, 22, 27].map((day) => ((day + seed * 5) % month.daysInMonth()) + 1));
    }, 600);
    signal.addEventListener('abort', () => {
      clearTimeout(timeout);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
}

// The loaded days reach the day slot through a context, so the slot component stays stable.
const ConcertDaysContext = React.createContext<number[]>([]);

function ConcertDay(props: PickersDayProps) {
  const { day, outsideCurrentMonth, ...other } = props;
  const concertDays = React.useContext(ConcertDaysContext);
  const hasConcert = !outsideCurrentMonth && concertDays.includes(day.date());

  return (
    <Badge key={day.toString()} overlap="circular" color="secondary" variant="dot" invisible={!hasConcert}>
      <PickersDay {...other} day={day} outsideCurrentMonth={outsideCurrentMonth} />
    </Badge>
  );
}

const initialMonth = dayjs('2026-04-01');

export default function AsyncHighlightedDays() {
  const [loading, setLoading] = React.useState(true);
  const [concertDays, setConcertDays] = React.useState<number[]>([]);
  const controller = React.useRef<AbortController | null>(null);

  const load = React.useCallback((month: Dayjs) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    fetchConcertDays(month, current.signal)
      .then((days) => {
        setConcertDays(days);
        setLoading(false);
      })
      .catch((error: unknown) => {
        if ((error as DOMException).name !== 'AbortError') {
          throw error;
        }
      });
  }, []);

  React.useEffect(() => {
    load(initialMonth);
    return () => controller.current?.abort();
  }, [load]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ConcertDaysContext.Provider value={concertDays}>
        <DateCalendar
          referenceDate={initialMonth}
          loading={loading}
          onMonthChange={(month) => {
            setLoading(true);
            setConcertDays([]);
            load(month);
          }}
          renderLoading={() => <DayCalendarSkeleton />}
          slots={{ day: ConcertDay }}
        />
      </ConcertDaysContext.Provider>
    </LocalizationProvider>
  );
}
