import Box from '@mui/material/Box';
import { DataGrid, gridNumberComparator, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';

interface Athlete {
  id: number;
  name: string;
  bestJump: number | null;
}

const rows: Athlete[] = [
  { id: 1, name: 'Aurelie', bestJump: 6.42 },
  { id: 2, name: 'Bongani', bestJump: null },
  { id: 3, name: 'Carmen', bestJump: 6.88 },
  { id: 4, name: 'Daisuke', bestJump: 5.97 },
  { id: 5, name: 'Efua', bestJump: null },
  { id: 6, name: 'Freya', bestJump: 7.01 },
];

// Athletes without a valid jump stay at the bottom whatever the direction.
const missingLast =
  (direction: 'asc' | 'desc' | null | undefined): GridComparatorFn<number | null> =>
  (a, b, p1, p2) => {
    if (a == null) {
      return b == null ? 0 : 1;
    }
    if (b == null) {
      return -1;
    }
    const result = gridNumberComparator(a, b, p1, p2);
    return direction === 'desc' ? -result : result;
  };

const columns: GridColDef<Athlete>[] = [
  { field: 'name', headerName: 'Athlete', flex: 1 },
  {
    field: 'bestJump',
    headerName: 'Best jump (m)',
    type: 'number',
    width: 150,
    getSortComparator: missingLast,
    valueFormatter: (value: number | null) => (value == null ? 'No valid jump' : value.toFixed(2)),
  },
];

export default function NullsLastGrid() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'bestJump', sort: 'desc' }] } }}
        hideFooter
      />
    </Box>
  );
}
