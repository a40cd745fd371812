import dayjs from 'dayjs';
import ListSubheader from '@mui/material/ListSubheader';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';

const today = dayjs('2026-04-17');

const items = [
  { label: 'Q1 2026', getValue: () => [dayjs('2026-01-01'), dayjs('2026-03-31')] },
  { label: 'Q2 2026', getValue: () => [dayjs('2026-04-01'), dayjs('2026-06-30')] },
  { label: 'Year to date', getValue: () => [today.startOf('year'), today] },
  { label: 'Reset', getValue: () => [null, null] },
];

export default function ShortcutsListProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        calendars={1}
        defaultValue={[dayjs('2026-04-01'), today]}
        slotProps={{
          shortcuts: {
            items,
            subheader: <ListSubheader>Reporting periods</ListSubheader>,
            sx: { minWidth: 170 },
          },
          actionBar: { actions: [] },
          toolbar: { hidden: true },
        }}
      />
    </LocalizationProvider>
  );
}
