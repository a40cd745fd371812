import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickerDayOwnerState } from '@mui/x-date-pickers/PickersDay';
import styles from './WeekendCalendar.module.css';

// Saturday and Sunday, unless the day is selected (the selected style stays visible).
const isFreeWeekend = (ownerState: PickerDayOwnerState) =>
  [0, 6].includes(ownerState.day.day()) && !ownerState.isDaySelected;

export default function WeekendCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-06-11')}
        className={styles.calendar}
        slotProps={{
          day: (ownerState) => ({
            className: isFreeWeekend(ownerState) ? styles.weekend : undefined,
          }),
        }}
      />
    </LocalizationProvider>
  );
}
