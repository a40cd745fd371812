import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function NativeFormField() {
  const [submitted, setSubmitted] = React.useState<string>('Nothing sent yet.');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        component="form"
        spacing={2}
        sx={{ width: 320 }}
        onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          setSubmitted(`eventDate=${String(data.get('eventDate'))}`);
        }}
      >
        <DatePicker name="eventDate" label="Event date" defaultValue={dayjs('2026-04-17')} />
        <Button type="submit" variant="contained">
          Send
        </Button>
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          {submitted}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
