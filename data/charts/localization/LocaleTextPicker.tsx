import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  elGRLocaleText,
  enUSLocaleText,
  frFRLocalText,
  nbNOLocaleText,
  ptBRLocaleText,
  ptPTLocaleText,
  svSELocaleText,
  type ChartsLocaleText,
} from '@mui/x-charts/locales';

const locales: Record<string, { name: string; text: Partial<ChartsLocaleText> }> = {
  enUS: { name: 'English (US)', text: enUSLocaleText },
  elGR: { name: 'Ελληνικά', text: elGRLocaleText },
  frFR: { name: 'Français', text: frFRLocalText },
  nbNO: { name: 'Norsk bokmål', text: nbNOLocaleText },
  ptBR: { name: 'Português (Brasil)', text: ptBRLocaleText },
  ptPT: { name: 'Português (Portugal)', text: ptPTLocaleText },
  svSE: { name: 'Svenska', text: svSELocaleText },
};

export default function LocaleTextPicker() {
  const [locale, setLocale] = React.useState('svSE');
  const [loading, setLoading] = React.useState(false);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControl size="small" sx={{ minWidth: 220 }}>
          <InputLabel id="chart-locale-label">Locale</InputLabel>
          <Select
            labelId="chart-locale-label"
            label="Locale"
            value={locale}
            onChange={(event) => setLocale(event.target.value)}
          >
            {Object.entries(locales).map(([code, { name }]) => (
              <MenuItem key={code} value={code}>
                {name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControlLabel
          control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
          label="Loading"
        />
      </Stack>
      <BarChart
        data-testid="localized-chart"
        height={240}
        loading={loading}
        localeText={locales[locale].text}
        xAxis={[{ scaleType: 'band', data: [] }]}
        series={[{ data: [], label: 'Orders' }]}
      />
    </Stack>
  );
}
