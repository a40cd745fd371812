import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const loggedAt = dayjs('2026-04-17T09:05:12');

export default function DateTimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 320 }}>
        <DateTimeField label="Locale default" defaultValue={loggedAt} />
        <DateTimeField label="ISO-like with seconds" format="YYYY-MM-DD HH:mm:ss" defaultValue={loggedAt} />
        <DateTimeField
          label="Weekday, spacious"
          format="ddd DD/MM/YYYY hh:mm a"
          formatDensity="spacious"
          defaultValue={loggedAt}
        />
      </Stack>
    </LocalizationProvider>
  );
}
