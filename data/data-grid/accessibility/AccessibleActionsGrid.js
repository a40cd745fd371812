import Box from '@mui/material/Box';
import ArchiveIcon from '@mui/icons-material/Archive';
import EditIcon from '@mui/icons-material/Edit';
import { DataGrid, GridActionsCell, GridActionsCellItem } from '@mui/x-data-grid';

const rows = [
  { id: 1, subject: 'Cannot reset password', status: 'Open' },
  { id: 2, subject: 'Invoice shows wrong VAT', status: 'Pending' },
  { id: 3, subject: 'Feature request: dark mode', status: 'Open' },
];

// Every icon button gets a label, which becomes its accessible name.
const columns = [
  { field: 'subject', headerName: 'Subject', flex: 1 },
  { field: 'status', headerName: 'Status', width: 110 },
  {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    width: 110,
    renderCell: (params) => (
      <GridActionsCell {...params}>
        <GridActionsCellItem icon={<EditIcon />} label={`Edit ticket ${params.row.id}`} />
        <GridActionsCellItem icon={<ArchiveIcon />} label={`Archive ticket ${params.row.id}`} />
      </GridActionsCell>
    ),
  },
];

export default function AccessibleActionsGrid() {
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} label="Support tickets" showToolbar hideFooter />
    </Box>
  );
}
