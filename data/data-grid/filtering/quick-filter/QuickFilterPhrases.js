import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Hall of Science', city: 'New York' },
  { id: 2, name: 'York Minster', city: 'York' },
  { id: 3, name: 'New Art Space', city: 'York' },
  { id: 4, name: 'Harbour Stage', city: 'New Orleans' },
  { id: 5, name: 'Jazz Cellar', city: 'New York' },
];

const columns = [
  { field: 'name', headerName: 'Venue', flex: 1 },
  { field: 'city', headerName: 'City', width: 160 },
];

// Text between double quotes stays one value; every other word is a value of its own.
function parsePhrases(input) {
  const values = [];
  const pattern = /"([^"]*)"|(\S+)/g;
  for (const match of input.matchAll(pattern)) {
    const value = (match[1] ?? match[2]).trim();
    if (value !== '') {
      values.push(value);
    }
  }
  return values;
}

// The reverse, used when the model is set from outside the field: quote values that contain spaces.
function formatPhrases(values) {
  return values.map((value) => (value.includes(' ') ? `"${value}"` : value)).join(' ');
}

export default function QuickFilterPhrases() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: { quickFilterProps: { quickFilterParser: parsePhrases, quickFilterFormatter: formatPhrases } },
        }}
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['new york'] } } }}
        hideFooter
      />
    </Box>
  );
}
