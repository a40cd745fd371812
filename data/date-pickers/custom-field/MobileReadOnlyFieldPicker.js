import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { usePickerContext } from '@mui/x-date-pickers/hooks';

function ReadOnlyOnMobileField(props) {
  const picker = usePickerContext();
  if (picker.variant === 'desktop') {
    // Mouse and keyboard: the usual editable field.
    return <DateField {...props} />;
  }
  // Touch screen: no keyboard pops up, and a tap anywhere on the field opens the dialog.
  return <DateField {...props} readOnly onClick={() => picker.setOpen(true)} />;
}

export default function MobileReadOnlyFieldPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DatePicker
          label="Follows the device"
          defaultValue={dayjs('2026-04-17')}
          slots={{ field: ReadOnlyOnMobileField }}
        />
        <DatePicker
          label="Always mobile"
          defaultValue={dayjs('2026-04-17')}
          // A query that never matches pins the mobile variant, to try the behavior with a mouse.
          desktopModeMediaQuery="@media not all"
          slots={{ field: ReadOnlyOnMobileField }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
