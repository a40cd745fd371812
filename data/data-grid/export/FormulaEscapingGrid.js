import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';

// Free text typed by customers: some of it starts like a spreadsheet formula.
const rows = [
  { id: 1, customer: 'Ana', comment: 'Fast delivery, thanks!' },
  { id: 2, customer: 'Bo', comment: '=HYPERLINK("http://example.com","Click")' },
  { id: 3, customer: 'Cy', comment: '+1 for the new packaging' },
  { id: 4, customer: 'Di', comment: '@support please call me' },
];

const columns = [
  { field: 'customer', headerName: 'Customer', width: 120 },
  { field: 'comment', headerName: 'Comment', flex: 1 },
];

export default function FormulaEscapingGrid() {
  const apiRef = useGridApiRef();
  const [escape, setEscape] = React.useState(true);
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    setCsv(apiRef.current?.getDataAsCsv({ escapeFormulas: escape }) ?? '');
  }, [apiRef, escape]);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={escape} onChange={(event) => setEscape(event.target.checked)} />}
        label="escapeFormulas"
      />
      <Box sx={{ height: 260, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
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
