import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import Stack from '@mui/material/Stack';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { deDE, frFR } from '@mui/x-date-pickers/locales';

const germanTexts = deDE.components.MuiLocalizationProvider.defaultProps.localeText;
const frenchTexts = frFR.components.MuiLocalizationProvider.defaultProps.localeText;
const meeting = dayjs('2026-04-17');

export default function GermanFrenchPickers() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de" localeText={germanTexts}>
        <DatePicker
          label="Termin (Deutsch)"
          defaultValue={meeting}
          format="dddd, D. MMMM YYYY"
          sx={{ minWidth: 300 }}
        />
      </LocalizationProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={frenchTexts}>
        <DatePicker
          label="Rendez-vous (français)"
          defaultValue={meeting}
          format="dddd D MMMM YYYY"
          sx={{ minWidth: 300 }}
        />
      </LocalizationProvider>
    </Stack>
  );
}
