import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridValueOptionsParams } from '@mui/x-data-grid';

type Country = 'Canada' | 'Japan' | 'Kenya';

interface Warehouse {
  id: number;
  name: string;
  country: Country;
  city: string;
}

const citiesByCountry: Record<Country, string[]> = {
  Canada: ['Montréal', 'Toronto', 'Vancouver'],
  Japan: ['Fukuoka', 'Osaka', 'Sapporo'],
  Kenya: ['Mombasa', 'Nairobi'],
};

const initialRows: Warehouse[] = [
  { id: 1, name: 'North hub', country: 'Canada', city: 'Toronto' },
  { id: 2, name: 'Pacific depot', country: 'Japan', city: 'Osaka' },
  { id: 3, name: 'Coast store', country: 'Kenya', city: 'Mombasa' },
];

// Without a row (for example in the filter panel) every city is offered.
const cityOptions = ({ row }: GridValueOptionsParams<Warehouse>) =>
  row ? citiesByCountry[row.country] : Object.values(citiesByCountry).flat();

const columns: GridColDef<Warehouse>[] = [
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
  const [rows, setRows] = React.useState<Warehouse[]>(initialRows);

  // When the country changes, a city from the old country would be invalid: pick the first valid one.
  const processRowUpdate = React.useCallback((newRow: Warehouse) => {
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
