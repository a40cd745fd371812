import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticTimePicker } from '@mui/x-date-pickers/StaticTimePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// Fixed "now" so the demo always renders the same result.
const now = dayjs('2026-04-17T10:20');

const items: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Top of the next hour', getValue: () => now.add(1, 'hour').startOf('hour') },
  { label: 'In 30 minutes', getValue: () => now.add(30, 'minute') },
  { label: 'Lunch (12:30)', getValue: () => now.hour(12).minute(30) },
  { label: 'End of day (17:00)', getValue: () => now.hour(17).minute(0) },
];

export default function TimeShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticTimePicker
        ampm={false}
        defaultValue={now}
        orientation="landscape"
        slotProps={{ shortcuts: { items }, actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
