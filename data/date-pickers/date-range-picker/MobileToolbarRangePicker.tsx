import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import dayjs from 'dayjs';

export default function MobileToolbarRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        // The mobile layout: one month, a toolbar, and Cancel/OK.
        displayStaticWrapperAs="mobile"
        referenceDate={dayjs('2026-09-01')}
        localeText={{ start: 'Departure', end: 'Return', toolbarTitle: 'Trip dates' }}
        slotProps={{ toolbar: { toolbarFormat: 'ddd D MMM' } }}
      />
    </LocalizationProvider>
  );
}
