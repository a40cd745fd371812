import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDateRangePicker } from '@mui/x-date-pickers-pro/DesktopDateRangePicker';
import { MobileDateRangePicker } from '@mui/x-date-pickers-pro/MobileDateRangePicker';

const today = dayjs('2026-04-17');

const items = [
  { label: 'Last 7 days', getValue: () => [today.subtract(6, 'day'), today] },
  { label: 'This month', getValue: () => [today.startOf('month'), today.endOf('month')] },
];

const format = (range) => range.map((day) => (day ? day.format('MMM D') : '…')).join(' – ');

export default function DesktopMobileRangeShortcuts() {
  const [desktopAccepted, setDesktopAccepted] = React.useState('nothing yet');
  const [mobileAccepted, setMobileAccepted] = React.useState('nothing yet');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Stack spacing={1} sx={{ flex: 1 }}>
          <DesktopDateRangePicker
            label="Desktop"
            referenceDate={today}
            onAccept={(range) => setDesktopAccepted(format(range))}
            slotProps={{ shortcuts: { items, changeImportance: 'set' } }}
          />
          <Typography variant="body2">Accepted: {desktopAccepted}</Typography>
        </Stack>
        <Stack spacing={1} sx={{ flex: 1 }}>
          <MobileDateRangePicker
            label="Mobile"
            referenceDate={today}
            onAccept={(range) => setMobileAccepted(format(range))}
            slotProps={{ shortcuts: { items, changeImportance: 'set' } }}
          />
          <Typography variant="body2">Accepted: {mobileAccepted}</Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
