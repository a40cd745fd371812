import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const columns: GridColDef[] = Array.from({ length: 30 }, (_, index) => ({
  field: `c${index}`,
  headerName: `Column ${index + 1}`,
  type: 'number',
  width: 110,
}));

// 5,000 rows × 30 columns: only the cells in view (plus a buffer) exist in the DOM.
const rows = Array.from({ length: 5_000 }, (_, rowIndex) => {
  const row: Record<string, number> = { id: rowIndex };
  columns.forEach((column, colIndex) => {
    row[column.field] = rowIndex * (colIndex + 1);
  });
  return row;
});

export default function LargeGridPro() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} rowBufferPx={300} columnBufferPx={220} />
    </Box>
  );
}
