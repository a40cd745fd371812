import Box from '@mui/material/Box';
import { DataGridPro, GRID_CHECKBOX_SELECTION_COL_DEF } from '@mui/x-data-grid-pro';
import { staff } from '../shared/staff';
import { wideColumns } from './widecolumns';

export default function PinnedCheckboxGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={staff}
        columns={wideColumns}
        checkboxSelection
        initialState={{
          // The selection column is pinned like any other, by its field.
          pinnedColumns: { left: [GRID_CHECKBOX_SELECTION_COL_DEF.field, 'firstName', 'lastName'] },
        }}
        hideFooter
      />
    </Box>
  );
}
