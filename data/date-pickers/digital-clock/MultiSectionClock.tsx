import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

export default function MultiSectionClock() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17T07:20:45'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <MultiSectionDigitalClock
          value={value}
          onChange={(newValue) => setValue(newValue)}
          views={['hours', 'minutes', 'seconds']}
          timeSteps={{ minutes: 10, seconds: 15 }}
          ampm={false}
        />
        <MultiSectionDigitalClock value={value} onChange={(newValue) => setValue(newValue)} ampm />
        <Typography variant="body2">{value ? value.format('HH:mm:ss') : '—'}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
