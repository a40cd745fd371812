import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, peak: 'Mont Blanc', heightM: 4806 },
  { id: 2, peak: 'Matterhorn', heightM: 4478 },
  { id: 3, peak: 'Triglav', heightM: 2864 },
  { id: 4, peak: 'Zugspitze', heightM: 2962 },
];

const columns = [
  { field: 'peak', headerName: 'Peak', flex: 1 },
  { field: 'heightM', headerName: 'Height (m)', type: 'number', width: 130 },
];

// Left: the grid owns the sort after mount. Right: the parent owns it and can read it any time.
export default function InitialVsControlledGrid() {
  const [sortModel, setSortModel] = React.useState([{ field: 'heightM', sort: 'desc' }]);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="subtitle2">initialState</Typography>
        <Box sx={{ height: 280 }}>
          <DataGrid
            rows={rows}
            columns={columns}
            initialState={{ sorting: { sortModel: [{ field: 'heightM', sort: 'desc' }] } }}
            hideFooter
          />
        </Box>
      </Box>
      <Box sx={{ flex: 1 }}>
        <Typography variant="subtitle2">
          sortModel (controlled): {sortModel[0] ? `${sortModel[0].field} ${sortModel[0].sort}` : 'none'}
        </Typography>
        <Box sx={{ height: 280 }}>
          <DataGrid rows={rows} columns={columns} sortModel={sortModel} onSortModelChange={setSortModel} hideFooter />
        </Box>
      </Box>
    </Stack>
  );
}
