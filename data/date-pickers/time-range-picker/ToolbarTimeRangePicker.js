import AccessTimeIcon from '@mui/icons-material/AccessTime';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { DesktopTimeRangePicker } from '@mui/x-date-pickers-pro/DesktopTimeRangePicker';

export default function ToolbarTimeRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DesktopTimeRangePicker
        label="Do not disturb"
        ampm
        localeText={{ toolbarTitle: 'Quiet hours' }}
        slotProps={{
          // Desktop hides both by default; show them so the user sees the two ends.
          toolbar: { hidden: false, toolbarPlaceholder: '··' },
          tabs: { hidden: false, timeIcon: <AccessTimeIcon /> },
        }}
        sx={{ maxWidth: 320 }}
      />
    </LocalizationProvider>
  );
}
