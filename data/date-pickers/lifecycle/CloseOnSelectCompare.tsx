import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';

function AcceptCounter({ label, closeOnSelect }: { label: string; closeOnSelect: boolean }) {
  const [accepted, setAccepted] = React.useState<{ count: number; value: Dayjs | null }>({
    count: 0,
    value: null,
  });

  return (
    <Stack spacing={1} sx={{ width: 240 }}>
      <DesktopDatePicker
        label={label}
        defaultValue={dayjs('2026-04-17')}
        closeOnSelect={closeOnSelect}
        onAccept={(value) => setAccepted((previous) => ({ count: previous.count + 1, value }))}
      />
      <Typography variant="body2" role="status">
        onAccept calls: {accepted.count}
        {accepted.value ? ` (last: ${accepted.value.format('MMM D')})` : ''}
      </Typography>
    </Stack>
  );
}

export default function CloseOnSelectCompare() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <AcceptCounter label="Commits on click" closeOnSelect />
        <AcceptCounter label="Waits for OK" closeOnSelect={false} />
      </Stack>
    </LocalizationProvider>
  );
}
