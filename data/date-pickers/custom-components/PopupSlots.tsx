import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';

export default function PopupSlots() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DesktopDatePicker
        label="Review date"
        defaultValue={dayjs('2026-04-17')}
        slotProps={{
          popper: { placement: 'top-start' },
          desktopPaper: {
            elevation: 0,
            variant: 'outlined',
            sx: { borderRadius: 3, borderColor: 'primary.main' },
          },
        }}
      />
    </LocalizationProvider>
  );
}
