import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';

const day = dayjs('2026-04-17');

export default function MobileCloseOnSelect() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <DesktopDatePicker label="Desktop" defaultValue={day} />
        <MobileDatePicker label="Mobile" defaultValue={day} />
        {/* Closes on the first tap and drops the Cancel/OK buttons, like the desktop popover. */}
        <MobileDatePicker label="Mobile, closeOnSelect" defaultValue={day} closeOnSelect />
      </Stack>
    </LocalizationProvider>
  );
}
