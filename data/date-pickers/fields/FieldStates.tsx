import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

const value = dayjs('2026-04-17');

export default function FieldStates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DateField label="Required" required defaultValue={value} />
        <DateField label="Read-only" readOnly defaultValue={value} />
        <DateField label="Disabled" disabled defaultValue={value} />
      </Stack>
    </LocalizationProvider>
  );
}
