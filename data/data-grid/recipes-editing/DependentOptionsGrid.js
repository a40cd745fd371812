import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const citiesByCountry = {
  Canada: ['Montréal', 'Toronto', 'Vancouver'],
  Japan: ['Fukuoka', 'Osaka', 'Sapporo'],
  Kenya: ['Mombasa', 'Nairobi'],
};

const initialRows = [
  { id: 1, name: 'North hub', country: 'Canada', city: 'Toronto' },
  { id: 2, name: 'Pacific depot', country: 'Japan', city: 'Osaka' },
  { id: 3, name: 'Coast store', country: 'Kenya', city: 'Mombasa' },
];

// Without a row (for example in the filter panel) every city is offered.
const cityOptions = ({ row }) => (row ? citiesByCountry[row.country] : Object.values(citiesByCountry).flat());

const columns = [
  { field: 'name', headerName: 'Warehouse', flex: 1, minWidth: 150 },
  {
    field: 'country',
    headerName: 'Country',
    type: 'singleSelect',
    valueOptions: Object.keys(citiesByCountry),
    width: 140,
    editable: true,
  },
  { field: 'city', headerName: 'City', type: 'singleSelect', valueOptions: cityOptions, width: 150, editable: true },
];

export default function DependentOptionsGrid() {
  const [rows, setRows] = React.useState(initialRows);

  // When the country changes, a city from the old country would be invalid: pick the first valid one.
  const processRowUpdate = React.useCallback((newRow) => {
    const cities = citiesByCountry[newRow.country];
    const saved = cities.includes(newRow.city) ? newRow : { ...newRow, city: cities[0] };
    setRows((previous) => previous.map((row) => (row.id === saved.id ? saved : row)));
    return saved;
  }, []);

  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
    </Box>
  );
}
