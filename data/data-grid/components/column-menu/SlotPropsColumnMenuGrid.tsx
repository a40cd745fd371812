import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { staff, type Staff } from '../../shared/staff';

const columns: GridColDef<Staff>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', flex: 1, minWidth: 110 },
];

// No custom component: the default column menu is configured through slotProps.
const slotProps = {
  columnMenu: {
    slots: {
      // Remove the "Hide column" and "Manage columns" entries.
      columnMenuColumnsItem: null,
    },
    slotProps: {
      // Put "Filter" above the sort entries (sorting has displayOrder 10).
      columnMenuFilterItem: { displayOrder: 0 },
    },
  },
};

export default function SlotPropsColumnMenuGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={staff} columns={columns} slotProps={slotProps} hideFooter />
    </Box>
  );
}
