import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ClearableField() {
  const [deadline, setDeadline] = React.useState<Dayjs | null>(dayjs('2026-06-30'));
  const [clearCount, setClearCount] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DatePicker
          label="Optional deadline"
          value={deadline}
          onChange={setDeadline}
          slotProps={{
            field: {
              clearable: true,
              onClear: () => setClearCount((count) => count + 1),
            },
          }}
        />
        <Typography variant="body2" role="status">
          {deadline ? `Due ${deadline.format('MMM D, YYYY')}` : 'No deadline'} · cleared {clearCount} time
          {clearCount === 1 ? '' : 's'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
