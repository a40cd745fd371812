import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const handover = dayjs('2026-06-05');

export default function ForcedVariantPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker label="Responsive (default query)" defaultValue={handover} />
        {/* A query that always matches: the desktop popover, even on a phone. */}
        <DatePicker label="Always desktop" desktopModeMediaQuery="@media all" defaultValue={handover} />
        {/* A query that never matches: the mobile dialog, even on a wide screen. */}
        <DatePicker label="Always mobile" desktopModeMediaQuery="@media not all" defaultValue={handover} />
      </Stack>
    </LocalizationProvider>
  );
}
