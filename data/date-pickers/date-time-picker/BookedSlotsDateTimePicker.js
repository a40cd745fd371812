import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';

// Half-hour slots already taken in the tutor's agenda.
const booked = ['2026-04-20T09:00', '2026-04-20T10:30', '2026-04-20T14:00', '2026-04-21T09:30'];

// The single-column clock asks about each complete time with the 'hours' view,
// so the check looks at the whole time and ignores the view argument.
const isBooked = (value) => booked.some((slot) => value.isSame(dayjs(slot), 'minute'));

export default function BookedSlotsDateTimePicker() {
  const [lesson, setLesson] = React.useState(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 340 }}>
        <DesktopDateTimePicker
          label="Lesson"
          value={lesson}
          onChange={setLesson}
          referenceDate={dayjs('2026-04-20T09:00')}
          minTime={dayjs('2026-04-20T09:00')}
          maxTime={dayjs('2026-04-20T16:30')}
          timeSteps={{ minutes: 30 }}
          // 16 half hours per day fit in a single list of complete times.
          thresholdToRenderTimeInASingleColumn={48}
          shouldDisableTime={isBooked}
          skipDisabled
          ampm={false}
        />
        <Typography variant="body2">Booked: April 20 at 09:00, 10:30 and 14:00; April 21 at 09:30.</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
