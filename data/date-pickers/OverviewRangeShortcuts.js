import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';

const shortcuts = [
  { label: 'Last 7 days', getValue: () => [dayjs().subtract(6, 'day'), dayjs()] },
  { label: 'This month', getValue: () => [dayjs().startOf('month'), dayjs().endOf('month')] },
  {
    label: 'Last month',
    getValue: () => {
      const last = dayjs().subtract(1, 'month');
      return [last.startOf('month'), last.endOf('month')];
    },
  },
  { label: 'Reset', getValue: () => [null, null] },
];

/** A report's period: one click on a preset fills both ends of the range (Pro). */
export default function OverviewRangeShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        calendars={1}
        slotProps={{ shortcuts: { items: shortcuts }, actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
