import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

export default function DateTimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateTimePicker
          label="Quarter-hour slots"
          views={['day', 'hours', 'minutes']}
          timeSteps={{ minutes: 15 }}
          ampm={false}
          defaultValue={dayjs('2026-04-17T14:15')}
        />
        <DateTimePicker
          label="With seconds"
          views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
          ampm={false}
          defaultValue={dayjs('2026-04-17T14:15:30')}
        />
        <DateTimePicker
          label="Analog clock"
          viewRenderers={{
            hours: renderTimeViewClock,
            minutes: renderTimeViewClock,
          }}
          defaultValue={dayjs('2026-04-17T14:15')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
