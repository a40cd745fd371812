import * as React from 'react';
import { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DisablePastCalendar() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        {/* The rule is about today, so this demo deliberately has no fixed date. */}
        <DateCalendar
          disablePast
          views={['year', 'month', 'day']}
          value={value}
          onChange={(newValue) => setValue(newValue)}
        />
        <Typography variant="body2">Next reminder: {value ? value.format('dddd, MMMM D, YYYY') : 'not set'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
