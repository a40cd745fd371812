import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { contacts } from './contacts';

const columns = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'email', headerName: 'Email', width: 210 },
  { field: 'company', headerName: 'Company', width: 160 },
  { field: 'role', headerName: 'Role', width: 150 },
];

const listViewColumn = {
  field: 'listColumn',
  renderCell: (params) => (
    <Box sx={{ py: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {params.row.name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {params.row.email}
      </Typography>
    </Box>
  ),
};

// List view on small screens, table on larger ones; the switch overrides the automatic choice.
export default function ResponsiveListViewGrid() {
  const theme = useTheme();
  const isSmall = useMediaQuery(theme.breakpoints.down('md'));
  const [forced, setForced] = React.useState(null);
  const listView = forced ?? isSmall;

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={listView} onChange={(event) => setForced(event.target.checked)} />}
        label="List view"
      />
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={contacts}
          columns={columns}
          listView={listView}
          listViewColumn={listViewColumn}
          rowHeight={listView ? 60 : 52}
          checkboxSelection
        />
      </Box>
    </Box>
  );
}
