import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const hints = {
  year: 'Arrow keys move between years, Enter picks one.',
  month: 'Arrow keys move between months, Enter picks one.',
  day: 'Arrow keys move by day and week, Page Up/Down by month.',
};

export default function FocusedViewCalendar() {
  const [focusedView, setFocusedView] = React.useState(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        <DateCalendar
          views={['year', 'month', 'day']}
          referenceDate={dayjs('2026-04-17')}
          focusedView={focusedView}
          onFocusedViewChange={(view, hasFocus) => setFocusedView(hasFocus ? view : null)}
        />
        <Typography variant="body2" role="status" sx={{ maxWidth: 240 }}>
          {focusedView
            ? `Keyboard focus in the ${focusedView} view. ${hints[focusedView]}`
            : 'Tab into the calendar to see keyboard hints.'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
