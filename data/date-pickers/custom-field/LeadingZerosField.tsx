import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function LeadingZerosField() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="M/D/YYYY, padded" format="M/D/YYYY" defaultValue={dayjs('2026-04-07')} />
        <DatePicker
          label="M/D/YYYY, as written"
          format="M/D/YYYY"
          defaultValue={dayjs('2026-04-07')}
          slotProps={{ field: { shouldRespectLeadingZeros: true } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
