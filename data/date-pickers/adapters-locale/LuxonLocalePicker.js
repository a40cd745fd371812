import * as React from 'react';
import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Luxon formats with the browser's Intl data: a locale is only a BCP 47 string, nothing to import.
const locales = {
  fr: 'French',
  'en-US': 'US English',
  'pt-BR': 'Brazilian Portuguese',
  ko: 'Korean',
};

export default function LuxonLocalePicker() {
  const [locale, setLocale] = React.useState('fr');
  const [checkIn, setCheckIn] = React.useState(DateTime.fromISO('2026-09-03'));

  return (
    <Stack spacing={2} sx={{ width: 320 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Luxon locale"
        value={locale}
        onChange={(_event, next) => {
          if (next) {
            setLocale(next);
          }
        }}
      >
        {Object.keys(locales).map((key) => (
          <ToggleButton key={key} value={key}>
            {key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale={locale}>
        <DatePicker
          label={`Luxon (${locales[locale]})`}
          value={checkIn}
          onChange={(newValue) => setCheckIn(newValue)}
        />
      </LocalizationProvider>
      <Typography variant="body2" aria-live="polite">
        Check-in: {checkIn?.isValid ? checkIn.setLocale(locale).toLocaleString(DateTime.DATE_HUGE) : 'none'}
      </Typography>
    </Stack>
  );
}
