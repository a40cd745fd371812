import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function SubtreeLocalization() {
  const [shipping, setShipping] = React.useState<Dayjs | null>(dayjs('2026-05-04'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            Outer provider (English)
          </Typography>
          <DatePicker label="Ship on" value={shipping} onChange={setShipping} />
        </Paper>
        {/* The nearest provider wins: this subtree formats and parses in German. */}
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
          <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
            <Typography variant="subtitle2" component="h3" gutterBottom>
              Nested provider (adapterLocale=&quot;de&quot;)
            </Typography>
            <DatePicker label="Versanddatum" value={shipping} onChange={setShipping} />
          </Paper>
        </LocalizationProvider>
      </Stack>
    </LocalizationProvider>
  );
}
