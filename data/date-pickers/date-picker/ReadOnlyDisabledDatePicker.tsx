import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const signedOn = dayjs('2026-02-03');

export default function ReadOnlyDisabledDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="Signed on (read-only)" defaultValue={signedOn} readOnly />
        <DatePicker label="Signed on (disabled)" defaultValue={signedOn} disabled />
      </Stack>
    </LocalizationProvider>
  );
}
