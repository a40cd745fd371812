import Box from '@mui/material/Box';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridRowSelectionCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

function FooterWithSelection() {
  const apiRef = useGridApiContext();
  const selectedCount = useGridSelector(apiRef, gridRowSelectionCountSelector);
  return (
    <GridFooterContainer>
      <Box sx={{ px: 2 }}>{selectedCount > 0 ? `${selectedCount} selected` : 'No selection'}</Box>
      <GridPagination />
    </GridFooterContainer>
  );
}

const rows = [
  { id: 1, name: 'Amina Yusuf', role: 'Designer' },
  { id: 2, name: 'Björn Lund', role: 'Engineer' },
  { id: 3, name: 'Carmen Ruiz', role: 'Product manager' },
  { id: 4, name: 'Deepak Rao', role: 'Engineer' },
  { id: 5, name: 'Elena Popescu', role: 'Support' },
  { id: 6, name: 'Femi Adeyemi', role: 'Engineer' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'role', headerName: 'Role', width: 160 },
];

export default function CustomFooterGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} checkboxSelection slots={{ footer: FooterWithSelection }} />
    </Box>
  );
}
