import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';

type CalendarCount = 1 | 2 | 3;

export default function CalendarsCountRangePicker() {
  const [calendars, setCalendars] = React.useState<CalendarCount>(3);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="Number of calendars"
          value={calendars}
          onChange={(_event, next: CalendarCount | null) => {
            if (next) {
              setCalendars(next);
            }
          }}
        >
          <ToggleButton value={1}>1 month</ToggleButton>
          <ToggleButton value={2}>2 months</ToggleButton>
          <ToggleButton value={3}>3 months</ToggleButton>
        </ToggleButtonGroup>
        <StaticDateRangePicker
          displayStaticWrapperAs="desktop"
          calendars={calendars}
          // The month of the value is shown in the middle when there are three calendars.
          currentMonthCalendarPosition={calendars === 3 ? 2 : 1}
          defaultValue={[dayjs('2026-07-06'), dayjs('2026-07-24')]}
        />
      </Stack>
    </LocalizationProvider>
  );
}
