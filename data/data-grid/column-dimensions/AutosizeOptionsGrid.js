import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';

const rows = [
  { id: 1, sku: 'A-10', name: 'Desk lamp', supplier: 'Lumo' },
  { id: 2, sku: 'A-11', name: 'Monitor arm', supplier: 'Fixit' },
  { id: 3, sku: 'A-12', name: 'Cable tray', supplier: 'Fixit' },
  { id: 4, sku: 'A-13', name: 'Footrest', supplier: 'Lumo' },
  // One unusually long value: an "outlier" for the name column.
  { id: 5, sku: 'A-14', name: 'Ergonomic sit-stand desk converter with keyboard tray, black oak', supplier: 'Lumo' },
  { id: 6, sku: 'A-15', name: 'Whiteboard', supplier: 'Plano' },
];

const columns = [
  { field: 'sku', headerName: 'Stock keeping unit', width: 90 },
  { field: 'name', headerName: 'Name', width: 90 },
  { field: 'supplier', headerName: 'Supplier', width: 90 },
];

export default function AutosizeOptionsGrid() {
  const apiRef = useGridApiRef();
  const [options, setOptions] = React.useState({
    includeHeaders: true,
    includeOutliers: false,
    expand: false,
  });

  const toggle = (key) => (event) => setOptions((previous) => ({ ...previous, [key]: event.target.checked }));

  const autosizeOptions = { ...options, outliersFactor: 1.5 };

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {Object.keys(options).map((key) => (
          <FormControlLabel
            key={key}
            control={<Checkbox checked={options[key]} onChange={toggle(key)} />}
            label={key}
          />
        ))}
        <Button size="small" variant="contained" onClick={() => apiRef.current?.autosizeColumns(autosizeOptions)}>
          Autosize
        </Button>
      </Stack>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} autosizeOptions={autosizeOptions} hideFooter />
      </Box>
    </Stack>
  );
}
