import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';

export default function LetterSectionsField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 300 }}>
        <DateField label="Weekday, month and day" format="dddd, MMMM D, YYYY" defaultValue={dayjs('2026-04-17')} />
        <TimeField label="12-hour time" format="hh:mm a" defaultValue={dayjs('2026-04-17T15:45')} />
      </Stack>
    </LocalizationProvider>
  );
}
