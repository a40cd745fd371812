import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'José Álvarez', city: 'Málaga' },
  { id: 2, name: 'Zoë Brönte', city: 'Zürich' },
  { id: 3, name: 'Jose Alvarez', city: 'Malaga' },
  { id: 4, name: 'Łukasz Nowak', city: 'Łódź' },
  { id: 5, name: 'Renée Dubois', city: 'Besançon' },
  { id: 6, name: 'Søren Krag', city: 'Århus' },
];

const columns = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'city', headerName: 'City', flex: 1 },
];

export default function QuickFilterDiacritics() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={ignoreDiacritics} onChange={(event) => setIgnoreDiacritics(event.target.checked)} />}
        label="Ignore accents"
      />
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          ignoreDiacritics={ignoreDiacritics}
          initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['jose'] } } }}
          slotProps={{ toolbar: { quickFilterProps: { debounceMs: 300 } } }}
        />
      </Box>
    </Box>
  );
}
