import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

export default function RangeSeparatorField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Exhibition"
        format="MMM D, YYYY"
        defaultValue={[dayjs('2026-09-12'), dayjs('2026-11-29')]}
        slotProps={{
          field: { dateSeparator: 'to' },
          textField: { sx: { minWidth: 320 } },
        }}
      />
    </LocalizationProvider>
  );
}
