import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Café Olé', city: 'Málaga', owner: 'José Núñez' },
  { id: 2, name: 'Cafe Central', city: 'Vienna', owner: 'Jose Brandt' },
  { id: 3, name: 'Crème & Crêpes', city: 'Besançon', owner: 'Hélène Faure' },
  { id: 4, name: 'Kaffeehaus Süd', city: 'München', owner: 'Jürgen Weiß' },
  { id: 5, name: 'Blue Door Coffee', city: 'Portland', owner: 'Helen Price' },
];

const columns = [
  { field: 'name', headerName: 'Café', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'owner', headerName: 'Owner', width: 150 },
  // Nobody searches by internal ID: keep it out of the filter panel.
  { field: 'id', headerName: 'ID', width: 70, filterable: false },
];

export default function AccentInsensitiveGrid() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={ignoreDiacritics} onChange={(event) => setIgnoreDiacritics(event.target.checked)} />}
        label="ignoreDiacritics"
      />
      <Box sx={{ height: 330 }}>
        <DataGrid
          // The option is read when the grid filters: a new key remounts the grid so the filters run again.
          key={ignoreDiacritics ? 'ignore-diacritics' : 'exact-match'}
          rows={rows}
          columns={columns}
          ignoreDiacritics={ignoreDiacritics}
          initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['jose', 'cafe'] } } }}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
