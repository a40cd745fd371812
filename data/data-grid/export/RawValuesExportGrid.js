import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { sales } from '../shared/sales';

const rows = sales.slice(0, 5);
const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const columns = [
  { field: 'country', headerName: 'Country', width: 110 },
  {
    field: 'date',
    headerName: 'Date',
    type: 'date',
    width: 130,
    valueFormatter: (value) => (value ? dateFormat.format(value) : ''),
  },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    valueFormatter: (value) => (value == null ? '' : currency.format(value)),
  },
];

export default function RawValuesExportGrid() {
  const apiRef = useGridApiRef();
  const [raw, setRaw] = React.useState(false);
  const [csv, setCsv] = React.useState('');

  // The prop is read at export time, so regenerate the preview after it changes.
  React.useEffect(() => {
    setCsv(apiRef.current?.getDataAsCsv() ?? '');
  }, [apiRef, raw]);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={raw} onChange={(event) => setRaw(event.target.checked)} />}
        label="Export raw values (ignoreValueFormatterDuringExport)"
      />
      <Box sx={{ height: 260, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} ignoreValueFormatterDuringExport={raw} hideFooter />
      </Box>
      <Box
        component="pre"
        // A labelled region the keyboard can scroll when the text overflows.
        role="region"
        tabIndex={0}
        aria-label="CSV output"
        sx={{ m: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto' }}
      >
        {csv}
      </Box>
    </Stack>
  );
}
