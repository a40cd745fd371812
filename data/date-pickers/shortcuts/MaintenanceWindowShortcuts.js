import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';

// A fixed "now" keeps the demo stable: Friday, April 17, 2026, 15:20.
const now = dayjs('2026-04-17T15:20');

const windows = [
  {
    label: 'Next 2 hours',
    getValue: () => {
      const start = now.add(1, 'hour').startOf('hour');
      return [start, start.add(2, 'hour')];
    },
  },
  {
    label: 'Tonight, 22:00 to 02:00',
    getValue: () => {
      const start = now.hour(22).startOf('hour');
      return [start, start.add(4, 'hour')];
    },
  },
  {
    label: 'This weekend',
    getValue: () => {
      const saturday = now.day(6).startOf('day');
      return [saturday, saturday.add(2, 'day')];
    },
  },
  { label: 'Clear', getValue: () => [null, null] },
];

function formatEnd(moment) {
  return moment ? moment.format('ddd D MMM, HH:mm') : '…';
}

export default function MaintenanceWindowShortcuts() {
  const [range, setRange] = React.useState([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <DateTimeRangePicker
          label="Maintenance window"
          value={range}
          onChange={(newRange) => setRange(newRange)}
          referenceDate={now}
          ampm={false}
          slotProps={{ shortcuts: { items: windows } }}
        />
        <Typography variant="body2" role="status">
          Servers offline from {formatEnd(range[0])} to {formatEnd(range[1])}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
