import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Shift {
  id: number;
  store: string;
  weekday: string;
  employee: string;
}

const rows: Shift[] = [
  { id: 1, store: 'Downtown', weekday: 'Monday', employee: 'Aya' },
  { id: 2, store: 'Downtown', weekday: 'Monday', employee: 'Ben' },
  { id: 3, store: 'Downtown', weekday: 'Tuesday', employee: 'Aya' },
  { id: 4, store: 'Harbor', weekday: 'Tuesday', employee: 'Aya' },
  { id: 5, store: 'Harbor', weekday: 'Tuesday', employee: 'Cem' },
];

const columns: GridColDef<Shift>[] = [
  { field: 'store', headerName: 'Store', width: 120 },
  {
    field: 'weekday',
    headerName: 'Day',
    width: 120,
    // Merge days only inside the same store: Tuesday at Downtown and at Harbor stay apart.
    rowSpanValueGetter: (_value, row) => `${row.store}-${row.weekday}`,
  },
  {
    field: 'employee',
    headerName: 'Employee',
    flex: 1,
    // Never merge people, even when the same name appears twice in a row.
    rowSpanValueGetter: () => null,
  },
];

export default function SpanValueGetterGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} rowSpanning hideFooter showCellVerticalBorder />
    </Box>
  );
}
