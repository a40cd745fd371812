import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function TimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimePicker
          label="Lap time"
          views={['hours', 'minutes', 'seconds']}
          ampm={false}
          defaultValue={dayjs('2026-04-17T00:01:42')}
        />
        <TimePicker
          label="Minutes first"
          views={['hours', 'minutes']}
          openTo="minutes"
          timeSteps={{ minutes: 15 }}
          defaultValue={dayjs('2026-04-17T09:15')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
