import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const FIELD_DELAY_MS = 1000;

function show(value) {
  return value ? value.format('YYYY-MM-DD') : 'null';
}

export default function DebouncedFieldSave() {
  const [log, setLog] = React.useState([]);
  const nextId = React.useRef(0);
  const pendingSave = React.useRef(undefined);

  React.useEffect(() => () => clearTimeout(pendingSave.current), []);

  const add = (text) => {
    nextId.current += 1;
    const entry = { id: nextId.current, text };
    setLog((previous) => [entry, ...previous].slice(0, 8));
  };

  const handleAccept = (value, context) => {
    // A newer commit replaces the save still waiting.
    clearTimeout(pendingSave.current);
    if (context.validationError !== null) {
      add(`${show(value)} (${context.source}): not saved, ${context.validationError}`);
      return;
    }
    if (context.source === 'view') {
      add(`saved ${show(value)} (view)`);
      return;
    }
    // Anything else comes from typing in the field: wait until it stops.
    add(`${show(value)} (${context.source}): saving in 1 s`);
    pendingSave.current = setTimeout(() => add(`saved ${show(value)}`), FIELD_DELAY_MS);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <DatePicker
          label="Contract start"
          defaultValue={dayjs('2026-04-17')}
          minDate={dayjs('2026-01-01')}
          onAccept={handleAccept}
          sx={{ width: 220 }}
        />
        <Box sx={{ minWidth: 260 }}>
          <Typography variant="subtitle2">onAccept, newest first</Typography>
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
