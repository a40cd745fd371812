import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';

const rows = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  order: `SO-${7100 + index}`,
  region: ['North', 'South', 'East'][index % 3],
  total: 50 + ((index * 83) % 900),
}));

const columns = [
  { field: 'order', headerName: 'Order', flex: 1 },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 120 },
];

// Sort, filter, hide or resize columns, save, change things again, then restore.
export default function SaveRestoreStateGrid() {
  const apiRef = useGridApiRef();
  const [saved, setSaved] = React.useState(null);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current && setSaved(apiRef.current.exportState())}
        >
          Save layout
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={saved === null}
          onClick={() => saved && apiRef.current?.restoreState(saved)}
        >
          Restore layout
        </Button>
      </Stack>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          showToolbar
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25]}
        />
      </Box>
      {saved ? (
        <Box
          component="pre"
          sx={{ m: 0, p: 1, maxHeight: 160, overflow: 'auto', fontSize: 12, bgcolor: 'action.hover' }}
        >
          {JSON.stringify(saved, null, 2)}
        </Box>
      ) : null}
    </Stack>
  );
}
