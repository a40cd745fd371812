import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

// A fixed reference day keeps the example reproducible.
const reference = dayjs('2026-04-17');

const presets = [
  { label: 'Next 7 days', getValue: () => [reference, reference.add(6, 'day')] },
  {
    label: 'Rest of the month',
    getValue: () => [reference, reference.endOf('month')],
  },
  {
    label: 'Next month',
    getValue: () => {
      const next = reference.add(1, 'month');
      return [next.startOf('month'), next.endOf('month')];
    },
  },
  { label: 'Reset', getValue: () => [null, null] },
];

export default function ShortcutsDateRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Campaign period"
        referenceDate={reference}
        slotProps={{ shortcuts: { items: presets } }}
      />
    </LocalizationProvider>
  );
}
