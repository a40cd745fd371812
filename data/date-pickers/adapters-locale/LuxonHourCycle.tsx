import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

const standup = DateTime.fromISO('2026-01-12T15:45');

export default function LuxonHourCycle() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="en-US">
        <TimePicker label="Luxon en-US (locale default)" defaultValue={standup} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="de">
        <TimePicker label="Luxon de (locale default)" defaultValue={standup} />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="de">
        <TimePicker label="Luxon de, ampm forced" ampm defaultValue={standup} />
      </LocalizationProvider>
    </Stack>
  );
}
