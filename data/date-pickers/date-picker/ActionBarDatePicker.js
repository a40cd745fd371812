import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';

export default function ActionBarDatePicker() {
  const [draft, setDraft] = React.useState(dayjs('2026-05-12'));
  const [committed, setCommitted] = React.useState(dayjs('2026-05-12'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DesktopDatePicker
          label="Follow-up call"
          value={draft}
          onChange={setDraft}
          onAccept={setCommitted}
          // Keep the popover open after a click so that the user confirms with OK.
          closeOnSelect={false}
          slotProps={{ actionBar: { actions: ['clear', 'today', 'cancel', 'accept'] } }}
        />
        <Typography variant="body2" role="status">
          In the field: {draft ? draft.format('MMM D') : 'empty'} · Saved:{' '}
          {committed ? committed.format('MMM D') : 'empty'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
