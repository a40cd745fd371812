import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopTimePicker } from '@mui/x-date-pickers/DesktopTimePicker';

export default function CloseOnSelectTimePicker() {
  const [accepted, setAccepted] = React.useState(dayjs('2026-04-17T07:30'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 260 }}>
        <DesktopTimePicker
          label="Wake-up alarm"
          defaultValue={dayjs('2026-04-17T07:30')}
          ampm={false}
          timeSteps={{ minutes: 15 }}
          closeOnSelect
          onAccept={(newValue) => setAccepted(newValue)}
        />
        <Typography variant="body2" role="status">
          Alarm set for {accepted ? accepted.format('HH:mm') : 'no time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
