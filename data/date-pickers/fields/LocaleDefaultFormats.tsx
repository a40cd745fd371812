import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

const value = dayjs('2026-04-07T15:45');

export default function LocaleDefaultFormats() {
  return (
    <Stack spacing={2} sx={{ width: 280 }}>
      {['en', 'en-gb', 'de'].map((locale) => (
        <LocalizationProvider key={locale} dateAdapter={AdapterDayjs} adapterLocale={locale}>
          <DateTimeField label={`Locale: ${locale}`} defaultValue={value} />
        </LocalizationProvider>
      ))}
    </Stack>
  );
}
