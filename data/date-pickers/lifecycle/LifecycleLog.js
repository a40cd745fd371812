import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

function show(value) {
  if (value === null) {
    return 'null';
  }
  return value.isValid() ? value.format('MMM D, HH:mm') : 'invalid date';
}

export default function LifecycleLog() {
  const [value, setValue] = React.useState(dayjs('2026-04-17T10:00'));
  const [log, setLog] = React.useState([]);
  const nextId = React.useRef(0);

  const add = (text) => {
    nextId.current += 1;
    const entry = { id: nextId.current, text };
    setLog((previous) => [entry, ...previous].slice(0, 8));
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <DateTimePicker
          label="Meeting"
          ampm={false}
          value={value}
          onChange={(newValue) => {
            setValue(newValue);
            add(`onChange → ${show(newValue)}`);
          }}
          onAccept={(newValue) => add(`onAccept → ${show(newValue)}`)}
          onOpen={() => add('onOpen')}
          onClose={() => add('onClose')}
        />
        <Box sx={{ minWidth: 240 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="subtitle2">Callbacks, newest first</Typography>
            <Button size="small" onClick={() => setLog([])}>
              Clear
            </Button>
          </Stack>
          <Box component="ol" sx={{ m: 0, pl: 3, fontFamily: 'monospace', fontSize: 13 }}>
            {log.map((entry) => (
              <li key={entry.id}>{entry.text}</li>
            ))}
          </Box>
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
