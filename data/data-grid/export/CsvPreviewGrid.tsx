import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { sales, type Sale } from '../shared/sales';

const rows = sales.slice(0, 12);

const columns: GridColDef<Sale>[] = [
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
];

export default function CsvPreviewGrid() {
  const apiRef = useGridApiRef();
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    // Rebuild the preview whenever selection, filters, sorting or columns change.
    const refresh = () => setCsv(api.getDataAsCsv());
    refresh();
    return api.subscribeEvent('stateChange', refresh);
  }, [apiRef]);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Box sx={{ height: 400, flex: 3, minWidth: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} checkboxSelection showToolbar hideFooter />
      </Box>
      <Box sx={{ flex: 2, minWidth: 0 }}>
        <Typography variant="subtitle2" component="h3" id="csv-preview-title">
          What the CSV export would contain
        </Typography>
        <Box
          component="pre"
          aria-labelledby="csv-preview-title"
          sx={{
            m: 0,
            mt: 1,
            p: 1,
            height: 360,
            overflow: 'auto',
            fontSize: 12,
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          {csv}
        </Box>
      </Box>
    </Stack>
  );
}
