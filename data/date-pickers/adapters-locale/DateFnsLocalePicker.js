import * as React from 'react';
import { format } from 'date-fns';
import { de } from 'date-fns/locale/de';
import { enGB } from 'date-fns/locale/en-GB';
import { es } from 'date-fns/locale/es';
import { ja } from 'date-fns/locale/ja';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// date-fns locales are objects: import each one you offer, then pass the object itself.
const locales = {
  de: { name: 'German', locale: de },
  'en-GB': { name: 'British English', locale: enGB },
  es: { name: 'Spanish', locale: es },
  ja: { name: 'Japanese', locale: ja },
};

export default function DateFnsLocalePicker() {
  const [localeKey, setLocaleKey] = React.useState('de');
  const [delivery, setDelivery] = React.useState(new Date(2026, 3, 17));
  const { name, locale } = locales[localeKey];

  return (
    <Stack spacing={2} sx={{ width: 320 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="date-fns locale"
        value={localeKey}
        onChange={(_event, next) => {
          if (next) {
            setLocaleKey(next);
          }
        }}
      >
        {Object.keys(locales).map((key) => (
          <ToggleButton key={key} value={key}>
            {key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={locale}>
        <DatePicker label={`date-fns (${name})`} value={delivery} onChange={(newValue) => setDelivery(newValue)} />
      </LocalizationProvider>
      <Typography variant="body2" aria-live="polite">
        Delivery: {delivery ? format(delivery, 'PPPP', { locale }) : 'none'}
      </Typography>
    </Stack>
  );
}
