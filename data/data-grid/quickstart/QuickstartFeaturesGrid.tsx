import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  pages: number;
  available: boolean;
}

const rows: Book[] = [
  { id: 1, title: 'The Long Harbor', author: 'I. Sato', pages: 312, available: true },
  { id: 2, title: 'Maps of Salt', author: 'D. Mensah', pages: 248, available: false },
  { id: 3, title: 'Winter Orchard', author: 'P. Lindqvist', pages: 401, available: true },
  { id: 4, title: 'Copper Lines', author: 'A. Ruiz', pages: 187, available: true },
  { id: 5, title: 'The Quiet Ledger', author: 'M. Haddad', pages: 356, available: false },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160, editable: true },
  { field: 'author', headerName: 'Author', width: 140 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 100 },
  { field: 'available', headerName: 'Available', type: 'boolean', width: 110 },
];

// Three props add a toolbar, checkboxes and editing on top of the basic grid.
export default function QuickstartFeaturesGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar checkboxSelection disableRowSelectionOnClick />
    </Box>
  );
}
