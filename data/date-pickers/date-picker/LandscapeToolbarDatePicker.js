import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function LandscapeToolbarDatePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        orientation="landscape"
        referenceDate={dayjs('2026-04-01')}
        slotProps={{
          toolbar: {
            // Shown while the value is empty (default: two dashes).
            toolbarPlaceholder: 'Not set',
            // Day.js format of the selected date in the toolbar.
            toolbarFormat: 'ddd, MMM D',
          },
        }}
      />
    </LocalizationProvider>
  );
}
