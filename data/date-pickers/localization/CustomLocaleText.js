import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';

export default function CustomLocaleText() {
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      localeText={{
        fieldDayPlaceholder: () => 'dd',
        fieldMonthPlaceholder: () => 'mm',
        fieldYearPlaceholder: () => 'yyyy',
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField label="Lowercase placeholders" />
        <MobileDatePicker
          label="Custom buttons and title"
          defaultValue={dayjs('2026-04-17')}
          localeText={{
            okButtonLabel: 'Apply',
            cancelButtonLabel: 'Discard',
            toolbarTitle: 'Choose a delivery day',
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
