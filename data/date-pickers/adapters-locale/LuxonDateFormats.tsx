import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// Named formats replaced for every component under this provider, written in Luxon tokens.
const warehouseFormats = {
  keyboardDate: 'dd/LL/yyyy',
  keyboardDateTime24h: 'dd/LL/yyyy HH:mm',
  normalDateWithWeekday: 'ccc d LLL',
};

const shipment = DateTime.fromISO('2026-06-12T14:30');

export default function LuxonDateFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="en-US" dateFormats={warehouseFormats}>
      <Stack spacing={2} sx={{ width: 320 }}>
        <DatePicker label="Luxon, provider keyboardDate" defaultValue={shipment} />
        <DateTimePicker label="Luxon, provider date-time" ampm={false} defaultValue={shipment} />
      </Stack>
    </LocalizationProvider>
  );
}
