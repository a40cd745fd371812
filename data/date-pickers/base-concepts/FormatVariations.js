import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const release = dayjs('2026-09-15');

// The same value, three display formats. Each token becomes one editable section.
const formats = [
  { label: 'ISO (YYYY-MM-DD)', format: 'YYYY-MM-DD' },
  { label: 'Day first (DD/MM/YYYY)', format: 'DD/MM/YYYY' },
  { label: 'Long (MMMM D, YYYY)', format: 'MMMM D, YYYY' },
];

export default function FormatVariations() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        {formats.map((item) => (
          <DatePicker key={item.format} label={item.label} format={item.format} defaultValue={release} />
        ))}
      </Stack>
    </LocalizationProvider>
  );
}
