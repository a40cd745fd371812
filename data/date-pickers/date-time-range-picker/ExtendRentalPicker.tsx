import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

export default function ExtendRentalPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        localeText={{ start: 'Picked up', end: 'New return time' }}
        defaultValue={[dayjs('2026-04-17T09:00'), dayjs('2026-04-19T18:00')]}
        // The customer only extends the rental: the popup opens on the return moment.
        defaultRangePosition="end"
        // The pick-up already happened and cannot change.
        shouldDisableDate={(day, position) => position === 'start' && !day.isSame('2026-04-17', 'day')}
        ampm={false}
        sx={{ maxWidth: 420 }}
      />
    </LocalizationProvider>
  );
}
