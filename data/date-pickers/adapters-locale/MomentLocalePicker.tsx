import * as React from 'react';
import moment, { Moment } from 'moment';
import 'moment/locale/it';
import 'moment/locale/nl';
import 'moment/locale/pl';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Moment ships English only: each other locale is registered by importing its file once.
// Importing a locale file also makes it Moment's global locale; go back to English so that
// code outside the pickers is not affected.
moment.locale('en');

const locales: Record<string, string> = {
  it: 'Italian',
  nl: 'Dutch',
  pl: 'Polish',
  en: 'English',
};

export default function MomentLocalePicker() {
  const [locale, setLocale] = React.useState('it');
  const [renewal, setRenewal] = React.useState<Moment | null>(moment('2026-11-20', 'YYYY-MM-DD'));

  return (
    <Stack spacing={2} sx={{ width: 320 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Moment locale"
        value={locale}
        onChange={(_event, next: string | null) => {
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
      <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale={locale}>
        <DatePicker
          label={`Moment (${locales[locale]})`}
          value={renewal}
          onChange={(newValue) => setRenewal(newValue)}
        />
      </LocalizationProvider>
      <Typography variant="body2" aria-live="polite">
        Renewal: {renewal?.isValid() ? renewal.clone().locale(locale).format('dddd LL') : 'none'}
      </Typography>
    </Stack>
  );
}
