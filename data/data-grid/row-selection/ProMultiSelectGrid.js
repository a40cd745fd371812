import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';

const albums = ['Hiking', 'Birthday', 'Harbor', 'Garden'];
const photos = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  file: `IMG_${String(4100 + index * 3)}.jpg`,
  album: albums[index % albums.length],
  sizeMb: Math.round((1.2 + ((index * 7) % 23) / 10) * 10) / 10,
}));

const columns = [
  { field: 'file', headerName: 'File', flex: 1, minWidth: 140 },
  { field: 'album', headerName: 'Album', width: 120 },
  { field: 'sizeMb', headerName: 'Size (MB)', type: 'number', width: 110 },
];

export default function ProMultiSelectGrid() {
  const [visibleOnly, setVisibleOnly] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={visibleOnly} onChange={(event) => setVisibleOnly(event.target.checked)} />}
        label="Header checkbox selects the current page only (checkboxSelectionVisibleOnly)"
      />
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPro
          rows={photos}
          columns={columns}
          checkboxSelection
          checkboxSelectionVisibleOnly={visibleOnly}
          pagination
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          density="compact"
        />
      </Box>
    </Stack>
  );
}
