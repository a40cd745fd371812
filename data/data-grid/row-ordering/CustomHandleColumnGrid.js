import Box from '@mui/material/Box';
import { DataGridPro, GRID_REORDER_COL_DEF } from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, step: 'Unpack the box', minutes: 5 },
  { id: 2, step: 'Attach the legs', minutes: 15 },
  { id: 3, step: 'Fit the table top', minutes: 10 },
  { id: 4, step: 'Tighten every screw', minutes: 5 },
];

// The drag handle column is moved to the end and given a header.
const columns = [
  { field: 'step', headerName: 'Step', flex: 1 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
  { ...GRID_REORDER_COL_DEF, headerName: 'Move', width: 70 },
];

export default function CustomHandleColumnGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} rowReordering hideFooter />
    </Box>
  );
}
