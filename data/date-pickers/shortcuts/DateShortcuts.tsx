import dayjs, { Dayjs } from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// A fixed "today" keeps the example reproducible.
const today = dayjs('2026-04-17');

const items: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => today },
  { label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  { label: 'Next Monday', getValue: () => today.add(1, 'week').day(1) },
  { label: 'End of month', getValue: () => today.endOf('month').startOf('day') },
  { label: 'No date', getValue: () => null },
];

export default function DateShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={today}
        slotProps={{
          shortcuts: { items },
          actionBar: { actions: [] },
        }}
      />
    </LocalizationProvider>
  );
}
