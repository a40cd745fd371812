import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const savedRows = [
  { id: 1, sku: 'TEA-001', name: 'Sencha green tea', price: 8.5, stock: 40 },
  { id: 2, sku: 'TEA-002', name: 'Assam breakfast', price: 6.9, stock: 65 },
  { id: 3, sku: 'TEA-003', name: 'Rooibos vanilla', price: 7.2, stock: 18 },
  { id: 4, sku: 'TEA-004', name: 'Jasmine pearls', price: 14.0, stock: 9 },
  { id: 5, sku: 'TEA-005', name: 'Earl Grey', price: 6.5, stock: 52 },
];

const columns = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160, editable: true },
  { field: 'price', headerName: 'Price', type: 'number', width: 100, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100, editable: true },
];

export default function BatchSaveGrid() {
  const [rows, setRows] = React.useState(savedRows);
  // Edited rows wait here until the user saves or discards the whole batch.
  const [pending, setPending] = React.useState({});
  const [message, setMessage] = React.useState('Edit a few cells: changes are highlighted until you save them.');
  const pendingCount = Object.keys(pending).length;

  const processRowUpdate = React.useCallback((newRow) => {
    setPending((previous) => ({ ...previous, [newRow.id]: newRow }));
    return newRow;
  }, []);

  const getCellClassName = React.useCallback(
    (params) => {
      const edited = pending[params.id];
      const original = rows.find((row) => row.id === params.id);
      if (!edited || !original) {
        return '';
      }
      const field = params.field;
      return edited[field] !== original[field] ? 'cell--unsaved' : '';
    },
    [pending, rows],
  );

  const saveAll = () => {
    setRows((previous) => previous.map((row) => pending[row.id] ?? row));
    setMessage(`Saved ${pendingCount} row${pendingCount === 1 ? '' : 's'} in one request.`);
    setPending({});
  };

  const discardAll = () => {
    // A new array reference makes the grid reload the saved values, dropping the edits.
    setRows((previous) => [...previous]);
    setPending({});
    setMessage('Discarded the unsaved changes.');
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" size="small" disabled={pendingCount === 0} onClick={saveAll}>
          Save all ({pendingCount})
        </Button>
        <Button variant="outlined" size="small" disabled={pendingCount === 0} onClick={discardAll}>
          Discard
        </Button>
        <Typography variant="body2" role="status">
          {message}
        </Typography>
      </Stack>
      <Box
        sx={{
          height: 330,
          '& .cell--unsaved': { bgcolor: 'warning.light', color: 'warning.contrastText', fontWeight: 600 },
        }}
      >
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          getCellClassName={getCellClassName}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
