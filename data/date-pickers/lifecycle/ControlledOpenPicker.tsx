import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

function saveToServer(day: Dayjs | null) {
  // Simulated network latency.
  return new Promise<string>((resolve) => {
    setTimeout(() => resolve(day ? day.format('MMMM D, YYYY') : 'no date'), 600);
  });
}

export default function ControlledOpenPicker() {
  const [open, setOpen] = React.useState(false);
  const [status, setStatus] = React.useState('Nothing saved yet.');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 300 }}>
        <MobileDatePicker
          label="Due date"
          defaultValue={dayjs('2026-04-17')}
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          onAccept={async (accepted) => {
            setStatus('Saving…');
            const saved = await saveToServer(accepted);
            setStatus(`Saved: ${saved}`);
          }}
        />
        <Alert severity="info" role="status">
          {status}
        </Alert>
      </Stack>
    </LocalizationProvider>
  );
}
