import Box from '@mui/material/Box';
import { DataGrid, GridPreferencePanelsValue } from '@mui/x-data-grid';
import { staff } from '../shared/staff';

const columns = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 110 },
];

// Props for the base slots reach every part that renders them: the toolbar, the panels and the menus.
// The `material` key holds props only the Material UI components understand.
const slotProps = {
  baseButton: { material: { variant: 'outlined', sx: { borderRadius: 5 } } },
  baseTextField: { material: { variant: 'filled' } },
  baseSelect: { material: { variant: 'filled' } },
};

export default function BaseSlotPropsGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={staff}
        columns={columns}
        showToolbar
        slotProps={slotProps}
        initialState={{
          preferencePanel: { open: true, openedPanelValue: GridPreferencePanelsValue.columns },
          columns: { columnVisibilityModel: { salary: false } },
        }}
        hideFooter
      />
    </Box>
  );
}
