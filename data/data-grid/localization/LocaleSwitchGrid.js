import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { DataGrid } from '@mui/x-data-grid';
import { deDE, enUS, jaJP } from '@mui/x-data-grid/locales';

// Each option pairs the grid's strings with the BCP 47 tag that Intl uses for the data.
const locales = {
  'en-US': { label: 'English (US)', text: enUS, currency: 'USD' },
  'de-DE': { label: 'Deutsch', text: deDE, currency: 'EUR' },
  'ja-JP': { label: '日本語', text: jaJP, currency: 'JPY' },
};

const rows = [
  { id: 1, customer: 'Aster & Co', total: 1280.5, placed: new Date(2026, 0, 14) },
  { id: 2, customer: 'Birchwood', total: 96.2, placed: new Date(2026, 1, 3) },
  { id: 3, customer: 'Cobalt Studio', total: 15020, placed: new Date(2026, 2, 28) },
];

function makeColumns(tag) {
  // Formatters created once per language, not once per cell.
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency: locales[tag].currency });
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
  return [
    { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
    {
      field: 'total',
      headerName: 'Total',
      type: 'number',
      width: 140,
      valueFormatter: (value) => money.format(value),
    },
    {
      field: 'placed',
      headerName: 'Placed',
      type: 'date',
      width: 150,
      valueFormatter: (value) => date.format(value),
    },
  ];
}

export default function LocaleSwitchGrid() {
  const [tag, setTag] = React.useState('de-DE');
  const columns = React.useMemo(() => makeColumns(tag), [tag]);
  const localeText = locales[tag].text.components.MuiDataGrid.defaultProps.localeText;

  return (
    <Box sx={{ width: '100%' }}>
      <FormControl size="small" sx={{ mb: 1, minWidth: 180 }}>
        <InputLabel id="grid-language-label">Language</InputLabel>
        <Select
          labelId="grid-language-label"
          label="Language"
          value={tag}
          onChange={(event) => setTag(event.target.value)}
        >
          {Object.keys(locales).map((key) => (
            <MenuItem key={key} value={key} lang={key}>
              {locales[key].label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Box sx={{ height: 320 }} lang={tag}>
        <DataGrid rows={rows} columns={columns} localeText={localeText} showToolbar checkboxSelection />
      </Box>
    </Box>
  );
}
