import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/sv';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { esES, svSE } from '@mui/x-date-pickers/locales';

// Two settings per language: the date library locale (names, formats, week start) and the
// component texts (buttons, toolbar title, placeholders, accessible names).
const languages = {
  es: { label: 'Español', texts: esES.components.MuiLocalizationProvider.defaultProps.localeText },
  sv: { label: 'Svenska', texts: svSE.components.MuiLocalizationProvider.defaultProps.localeText },
};
type Language = keyof typeof languages;

export default function FullyTranslatedPicker() {
  const [language, setLanguage] = React.useState<Language>('es');

  return (
    <Stack spacing={2} sx={{ width: 320 }}>
      <TextField
        select
        size="small"
        label="Language"
        value={language}
        onChange={(event) => setLanguage(event.target.value as Language)}
      >
        {Object.entries(languages).map(([key, { label }]) => (
          <MenuItem key={key} value={key}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={language} localeText={languages[language].texts}>
        <DatePicker
          label="Day.js + component texts"
          defaultValue={dayjs('2026-10-05')}
          slotProps={{ actionBar: { actions: ['clear', 'today', 'accept'] } }}
        />
      </LocalizationProvider>
    </Stack>
  );
}
