import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import DeleteIcon from '@mui/icons-material/Delete';
import EmailIcon from '@mui/icons-material/Email';
import {
  DataGrid,
  GridActionsCell,
  GridActionsCellItem,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';
import { staff, type Staff } from '../shared/staff';

const columns: GridColDef<Staff>[] = [
  {
    field: 'firstName',
    headerName: 'Person',
    flex: 1,
    minWidth: 170,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Staff, string>) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Avatar sx={{ width: 28, height: 28, fontSize: 14 }}>{params.row.firstName[0]}</Avatar>
        {params.row.firstName} {params.row.lastName}
      </Box>
    ),
  },
  {
    field: 'active',
    headerName: 'Status',
    width: 110,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Staff, boolean>) => (
      <Chip size="small" label={params.value ? 'Active' : 'On leave'} color={params.value ? 'success' : 'default'} />
    ),
  },
  {
    field: 'rating',
    headerName: 'Rating',
    width: 140,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Staff, number>) => (
      <Rating value={params.value ?? 0} readOnly size="small" />
    ),
  },
  {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    width: 100,
    renderCell: (params: GridRenderCellParams<Staff>) => (
      <GridActionsCell {...params}>
        <GridActionsCellItem icon={<EmailIcon />} label="Email" />
        <GridActionsCellItem icon={<DeleteIcon />} label="Delete" showInMenu />
      </GridActionsCell>
    ),
  },
];

export default function RenderCellGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={staff} columns={columns} />
    </Box>
  );
}
