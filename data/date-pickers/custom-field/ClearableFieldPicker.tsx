import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ClearableFieldPicker() {
  const [clears, setClears] = React.useState(0);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ width: 300 }}>
        <DatePicker
          label="Follow-up"
          defaultValue={dayjs('2026-04-17')}
          slotProps={{
            field: {
              clearable: true,
              clearButtonPosition: 'start',
              onClear: () => setClears((count) => count + 1),
            },
          }}
        />
        <Typography variant="body2">Cleared {clears} time(s).</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
