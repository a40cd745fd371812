import moment from 'moment';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import type { PickersInputLocaleText } from '@mui/x-date-pickers/locales';

// Wording chosen by the product team for every picker of this part of the app.
const clinicWording: PickersInputLocaleText = {
  datePickerToolbarTitle: 'Appointment day',
  okButtonLabel: 'Book',
  cancelButtonLabel: 'Back',
  fieldDayPlaceholder: () => 'dd',
  fieldMonthPlaceholder: () => 'mm',
  fieldYearPlaceholder: (params) => 'y'.repeat(params.digitAmount),
};

export default function MomentLocaleText() {
  return (
    <LocalizationProvider dateAdapter={AdapterMoment} localeText={clinicWording}>
      <Stack spacing={2} sx={{ width: 320 }}>
        <DatePicker label="Moment, empty field" />
        <MobileDatePicker label="Moment, mobile dialog" defaultValue={moment('2026-03-23', 'YYYY-MM-DD')} />
      </Stack>
    </LocalizationProvider>
  );
}
