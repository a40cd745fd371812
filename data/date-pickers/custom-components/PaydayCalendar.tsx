import dayjs from 'dayjs';
import Badge from '@mui/material/Badge';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';

const paydays = new Set([1, 15]);

function PaydayDay(props: PickersDayProps) {
  const isPayday = !props.outsideCurrentMonth && paydays.has(props.day.date());

  return (
    <Badge overlap="circular" color="success" variant="dot" invisible={!isPayday}>
      <PickersDay {...props} />
    </Badge>
  );
}

export default function PaydayCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar defaultValue={dayjs('2026-04-17')} slots={{ day: PaydayDay }} />
    </LocalizationProvider>
  );
}
