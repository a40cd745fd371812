import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function FieldsOverview() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ width: 320 }}>
        <DateField label="Date field" defaultValue={dayjs('2026-04-17')} />
        <TimeField label="Time field" defaultValue={dayjs('2026-04-17T14:30')} />
        <DateTimeField label="Date time field" defaultValue={dayjs('2026-04-17T14:30')} format="YYYY-MM-DD HH:mm" />
        <DateField label="Empty, clearable" clearable />
      </Stack>
    </LocalizationProvider>
  );
}
