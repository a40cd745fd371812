import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const today = dayjs('2026-04-17');

const items: PickersShortcutsItem<Dayjs | null>[] = [
  { id: 'tomorrow', label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  { id: 'next-week', label: 'In one week', getValue: () => today.add(1, 'week') },
  { id: 'next-month', label: 'In one month', getValue: () => today.add(1, 'month') },
];

export default function ShortcutTracking() {
  const [log, setLog] = React.useState<string[]>([]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ width: 320 }}>
        <DatePicker
          label="Remind me on"
          referenceDate={today}
          onAccept={(value, context) => {
            const origin = context.shortcut ? `shortcut "${context.shortcut.id}"` : 'calendar or field';
            const text = value?.isValid() ? value.format('MMM D') : 'no date';
            setLog((previous) => [`${text} from ${origin}`, ...previous].slice(0, 3));
          }}
          slotProps={{ shortcuts: { items }, toolbar: { hidden: true } }}
        />
        <Typography variant="body2">Latest choices:</Typography>
        {log.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            none yet
          </Typography>
        ) : (
          log.map((entry, index) => (
            <Typography key={index} variant="body2">
              {entry}
            </Typography>
          ))
        )}
      </Stack>
    </LocalizationProvider>
  );
}
