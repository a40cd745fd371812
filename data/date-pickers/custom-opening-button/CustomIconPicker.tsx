import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function CustomIconPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Travel date"
          defaultValue={dayjs('2026-04-17')}
          slots={{ openPickerIcon: EditCalendarIcon }}
          slotProps={{
            openPickerButton: { color: 'primary', size: 'small' },
            openPickerIcon: { fontSize: 'small' },
          }}
        />
        <DatePicker
          label="Button at the start"
          defaultValue={dayjs('2026-04-17')}
          slotProps={{ field: { openPickerButtonPosition: 'start', clearable: true } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
