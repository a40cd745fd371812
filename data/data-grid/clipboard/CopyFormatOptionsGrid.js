import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, station: 'Harbor', date: new Date(2026, 4, 3), rainfall: 12.4 },
  { id: 2, station: 'Hilltop', date: new Date(2026, 4, 3), rainfall: 18.9 },
  { id: 3, station: 'Airport', date: new Date(2026, 4, 4), rainfall: 3.2 },
  { id: 4, station: 'Old town', date: new Date(2026, 4, 4), rainfall: 7.75 },
];

const columns = [
  { field: 'station', headerName: 'Station', flex: 1 },
  { field: 'date', headerName: 'Date', type: 'date', width: 130 },
  {
    field: 'rainfall',
    headerName: 'Rainfall',
    type: 'number',
    width: 130,
    valueFormatter: (value) => `${value.toFixed(1)} mm`,
  },
];

export default function CopyFormatOptionsGrid() {
  const [copied, setCopied] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          clipboardCopyCellDelimiter=";"
          ignoreValueFormatterDuringExport={{ clipboardExport: true, csvExport: false }}
          onClipboardCopy={setCopied}
        />
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        Last copied text
      </Typography>
      <Box component="pre" sx={{ m: 0, p: 1, minHeight: 48, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}>
        {copied || 'Click a cell, or tick rows, then press Ctrl+C (Cmd+C on macOS).'}
      </Box>
    </Box>
  );
}
