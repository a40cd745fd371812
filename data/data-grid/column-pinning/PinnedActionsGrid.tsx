import Box from '@mui/material/Box';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  DataGridPro,
  GridActionsCell,
  GridActionsCellItem,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';
import { staff, type Staff } from '../shared/staff';

const columns: GridColDef<Staff>[] = [
  { field: 'firstName', headerName: 'First name', width: 140 },
  { field: 'lastName', headerName: 'Last name', width: 140 },
  { field: 'email', headerName: 'Email', width: 260 },
  { field: 'department', headerName: 'Department', width: 150 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 140 },
  {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    width: 90,
    renderCell: (params: GridRenderCellParams<Staff>) => (
      <GridActionsCell {...params}>
        <GridActionsCellItem icon={<EditIcon />} label="Edit" />
        <GridActionsCellItem icon={<DeleteIcon />} label="Delete" />
      </GridActionsCell>
    ),
  },
];

// The actions stay reachable on the right however far users scroll horizontally.
export default function PinnedActionsGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPro
        rows={staff}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['firstName'], right: ['actions'] } }}
      />
    </Box>
  );
}
