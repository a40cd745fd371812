import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const today = dayjs('2026-04-17');

const items: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  {
    label: 'This work week',
    getValue: () => [today.day(1), today.day(5)],
  },
  {
    label: 'Last 30 days',
    getValue: () => [today.subtract(29, 'day'), today],
  },
  {
    label: 'Next weekday',
    // `isValid` checks a candidate against the validation props of the picker.
    getValue: ({ isValid }) => {
      let day = today.add(1, 'day');
      while (!isValid([day, day])) {
        day = day.add(1, 'day');
      }
      return [day, day];
    },
  },
];

const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

export default function RangeShortcutsSetOnly() {
  const [lastAccepted, setLastAccepted] = React.useState('nothing yet');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <DateRangePicker
          label="Report period"
          referenceDate={today}
          shouldDisableDate={isWeekend}
          onAccept={(range) => setLastAccepted(range.map((day) => (day ? day.format('MMM D') : '…')).join(' – '))}
          slotProps={{
            shortcuts: { items, changeImportance: 'set' },
          }}
        />
        <Typography variant="body2">Last accepted range: {lastAccepted}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
