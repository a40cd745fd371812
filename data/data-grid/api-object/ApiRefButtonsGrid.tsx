import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

const rows = Array.from({ length: 100 }, (_, index) => ({ id: index + 1, label: `Item ${index + 1}` }));
const columns: GridColDef[] = [
  { field: 'id', headerName: 'ID', width: 90 },
  { field: 'label', headerName: 'Label', flex: 1 },
];

export default function ApiRefButtonsGrid() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.scrollToIndexes({ rowIndex: 79 })}>
          Scroll to row 80
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.selectRow(1, true)}>
          Select first row
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setFilterModel({ items: [], quickFilterValues: ['7'] })}
        >
          Rows with a 7
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setFilterModel({ items: [] })}>
          Reset filter
        </Button>
      </Stack>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
