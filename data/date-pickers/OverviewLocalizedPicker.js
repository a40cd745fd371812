import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { frFR } from '@mui/x-date-pickers/locales';

const FRENCH_TEXTS = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * A French reader's picker: the date library's `fr` locale sets the format, the month and day
 * names and Monday as the first day of the week; the package's `frFR` texts translate its labels.
 */
export default function OverviewLocalizedPicker() {
  const [value, setValue] = React.useState(() => dayjs('2026-07-14T18:30'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={FRENCH_TEXTS}>
      <DateTimePicker label="Rendez-vous" value={value} onChange={setValue} ampm={false} />
    </LocalizationProvider>
  );
}
