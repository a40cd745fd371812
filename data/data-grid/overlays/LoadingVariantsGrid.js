import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';

const people = [
  { id: 1, name: 'Noor Haddad', email: 'noor@example.com' },
  { id: 2, name: 'Owen Park', email: 'owen@example.com' },
  { id: 3, name: 'Priya Nair', email: 'priya@example.com' },
];

const columns = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'email', headerName: 'Email', flex: 1 },
];

export default function LoadingVariantsGrid() {
  const [rows, setRows] = React.useState([]);
  const [loading, setLoading] = React.useState(false);

  // Simulate a request that resolves after 1.5 seconds.
  const load = (keepRows) => {
    if (!keepRows) {
      setRows([]);
    }
    setLoading(true);
    setTimeout(() => {
      setRows(people);
      setLoading(false);
    }, 1500);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" disabled={loading} onClick={() => load(false)}>
          Load from empty (skeleton)
        </Button>
        <Button size="small" variant="outlined" disabled={loading || rows.length === 0} onClick={() => load(true)}>
          Refresh (linear progress)
        </Button>
      </Stack>
      <Box sx={{ height: 300, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          hideFooter
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' } }}
        />
      </Box>
    </Stack>
  );
}
