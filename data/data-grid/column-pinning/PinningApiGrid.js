import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridPinnedColumnPosition, useGridApiRef } from '@mui/x-data-grid-pro';
import { staff } from '../shared/staff';
import { wideColumns } from './widecolumns';

export default function PinningApiGrid() {
  const apiRef = useGridApiRef();
  const [pinned, setPinned] = React.useState({});

  // Receives the new pinned state after each change, whatever triggered it.
  const handlePinnedChange = React.useCallback((model) => setPinned(model), []);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.pinColumn('email', GridPinnedColumnPosition.LEFT)}
        >
          Pin email left
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.pinColumn('salary', GridPinnedColumnPosition.RIGHT)}
        >
          Pin salary right
        </Button>
        <Button size="small" onClick={() => apiRef.current?.unpinColumn('email')}>
          Unpin email
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setPinnedColumns({})}>
          Unpin all
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Pinned left: {pinned.left?.length ? pinned.left.join(', ') : 'none'} · Pinned right:{' '}
        {pinned.right?.length ? pinned.right.join(', ') : 'none'}
      </Typography>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          rows={staff}
          columns={wideColumns}
          onPinnedColumnsChange={handlePinnedChange}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
