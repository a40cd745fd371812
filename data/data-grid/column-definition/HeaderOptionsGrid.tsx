import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Account {
  id: number;
  iban: string;
  holder: string;
  balance: number;
  risk: 'Low' | 'Medium' | 'High';
}

const rows: Account[] = [
  { id: 1, iban: 'PT50 0002 0123', holder: 'Marta Lopes', balance: 12840.5, risk: 'Low' },
  { id: 2, iban: 'NO93 8601 1117', holder: 'Erik Lund', balance: 310.2, risk: 'High' },
  { id: 3, iban: 'CL12 0045 7781', holder: 'Pablo Vera', balance: 5402, risk: 'Medium' },
];

const columns: GridColDef<Account>[] = [
  {
    field: 'iban',
    headerName: 'IBAN',
    width: 170,
    // Identifiers are not meant to be sorted or filtered.
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
  },
  { field: 'holder', headerName: 'Account holder', flex: 1, minWidth: 150 },
  {
    field: 'balance',
    headerName: 'Balance (€)',
    type: 'number',
    width: 140,
    description: 'Booked balance at the end of the previous business day.',
  },
  {
    field: 'risk',
    headerName: 'Risk',
    width: 110,
    align: 'center',
    headerAlign: 'center',
    description: 'Internal scoring, refreshed weekly.',
    hideable: false,
  },
];

export default function HeaderOptionsGrid() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
