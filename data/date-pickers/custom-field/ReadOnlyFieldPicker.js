import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function ReadOnlyFieldPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Calendar only"
          defaultValue={dayjs('2026-04-17')}
          slotProps={{
            field: { readOnly: true },
            textField: { helperText: 'Use the calendar button' },
          }}
        />
        <DatePicker
          label="Whole picker read-only"
          readOnly
          defaultValue={dayjs('2026-04-17')}
          slotProps={{ textField: { helperText: 'Cannot be changed' } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
