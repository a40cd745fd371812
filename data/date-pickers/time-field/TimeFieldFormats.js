import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const evening = dayjs('2026-04-17T18:05:30');

export default function TimeFieldFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TimeField label="HH:mm" format="HH:mm" defaultValue={evening} />
        <TimeField label="hh:mm a" format="hh:mm a" defaultValue={evening} />
        <TimeField label="HH:mm:ss" format="HH:mm:ss" defaultValue={evening} />
      </Stack>
    </LocalizationProvider>
  );
}
