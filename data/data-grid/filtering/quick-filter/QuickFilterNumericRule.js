import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, street: 'Rua das Flores 12', district: 'Baixa', rent: 1450 },
  { id: 2, street: 'Avenida da Liberdade 88', district: 'Avenidas', rent: 2300 },
  { id: 3, street: 'Travessa do Carmo 4', district: 'Chiado', rent: 1720 },
  { id: 4, street: 'Rua da Graça 150', district: 'Graça', rent: 980 },
  { id: 5, street: 'Calçada do Combro 31', district: 'Bica', rent: 1250 },
  { id: 6, street: 'Rua de São Bento 210', district: 'Estrela', rent: 1890 },
];

// "<1500" or ">2000" compare the rent; any other word is left to the other columns.
const rentQuickFilter = (value) => {
  const match = /^([<>])(\d+)$/.exec(String(value));
  if (!match) {
    return null;
  }
  const limit = Number(match[2]);
  return match[1] === '<' ? (cellValue) => cellValue < limit : (cellValue) => cellValue > limit;
};

const columns = [
  { field: 'street', headerName: 'Street', flex: 1, minWidth: 200 },
  { field: 'district', headerName: 'District', width: 130 },
  {
    field: 'rent',
    headerName: 'Rent (€)',
    type: 'number',
    width: 120,
    getApplyQuickFilterFn: rentQuickFilter,
  },
];

export default function QuickFilterNumericRule() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['<1500'] } } }}
      />
    </Box>
  );
}
