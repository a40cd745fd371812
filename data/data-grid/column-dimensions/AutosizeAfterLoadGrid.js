import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { staff } from '../shared/staff';

const columns = [
  { field: 'firstName', headerName: 'First name' },
  { field: 'lastName', headerName: 'Last name' },
  { field: 'email', headerName: 'Email' },
  { field: 'country', headerName: 'Country' },
];

function fetchStaff() {
  return new Promise((resolve) => {
    setTimeout(() => resolve(staff), 700);
  });
}

export default function AutosizeAfterLoadGrid() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState([]);
  const [loading, setLoading] = React.useState(true);
  const [reloads, setReloads] = React.useState(0);

  React.useEffect(() => {
    let active = true;
    fetchStaff().then((result) => {
      if (!active) {
        return;
      }
      setRows(result);
      setLoading(false);
      // Wait one frame so the new rows are rendered, then measure them.
      requestAnimationFrame(() => {
        apiRef.current?.autosizeColumns({ includeHeaders: true, includeOutliers: true });
      });
    });
    return () => {
      active = false;
    };
  }, [apiRef, reloads]);

  const reload = () => {
    setRows([]);
    setLoading(true);
    setReloads((value) => value + 1);
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button size="small" variant="outlined" onClick={reload} disabled={loading}>
        Reload
      </Button>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} loading={loading} hideFooter />
      </Box>
    </Stack>
  );
}
