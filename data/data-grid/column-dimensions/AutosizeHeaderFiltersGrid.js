import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, useGridApiRef } from '@mui/x-data-grid-pro';

const rows = [
  { id: 1, name: 'Fern', light: 'Shade', water: 3 },
  { id: 2, name: 'Basil', light: 'Sun', water: 4 },
  { id: 3, name: 'Aloe', light: 'Sun', water: 1 },
  { id: 4, name: 'Ivy', light: 'Shade', water: 2 },
];

const columns = [
  { field: 'name', headerName: 'Plant', width: 160 },
  { field: 'light', headerName: 'Light', width: 160 },
  { field: 'water', headerName: 'Waterings a week', type: 'number', width: 160 },
];

export default function AutosizeHeaderFiltersGrid() {
  const apiRef = useGridApiRef();
  const [includeHeaderFilters, setIncludeHeaderFilters] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch
              checked={includeHeaderFilters}
              onChange={(event) => setIncludeHeaderFilters(event.target.checked)}
            />
          }
          label="includeHeaderFilters"
        />
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.autosizeColumns({ includeHeaders: true, includeHeaderFilters })}
        >
          Autosize columns
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGridPro apiRef={apiRef} rows={rows} columns={columns} headerFilters hideFooter />
      </Box>
    </Stack>
  );
}
