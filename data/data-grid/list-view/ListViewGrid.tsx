import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridListViewColDef, type GridRenderCellParams } from '@mui/x-data-grid-pro';
import { contacts, type Contact } from './contacts';

// The regular columns still drive sorting, filtering and the quick filter.
const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'email', headerName: 'Email', flex: 1 },
  { field: 'company', headerName: 'Company', flex: 1 },
  { field: 'role', headerName: 'Role', flex: 1 },
];

function ContactCard(params: GridRenderCellParams<Contact>) {
  const { row } = params;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1 }}>
      <Avatar>{row.name[0]}</Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {row.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {row.role} · {row.company}
        </Typography>
      </Box>
    </Stack>
  );
}

// One column that renders the whole row when list view is on.
const listViewColumn: GridListViewColDef<Contact> = {
  field: 'listColumn',
  renderCell: (params) => <ContactCard {...params} />,
};

export default function ListViewGrid() {
  return (
    <Box sx={{ height: 480, maxWidth: 380, width: '100%' }}>
      <DataGridPro
        rows={contacts}
        columns={columns}
        listView
        listViewColumn={listViewColumn}
        rowHeight={64}
        showToolbar
      />
    </Box>
  );
}
