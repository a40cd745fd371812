import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPremium, useGridApiRef, type GridColDef, type GridRowId } from '@mui/x-data-grid-premium';

interface Budget {
  id: number;
  item: string;
  jan: number;
  feb: number;
  mar: number;
}

const budgetRows: Budget[] = [
  { id: 1, item: 'Rent', jan: 1200, feb: 1200, mar: 1200 },
  { id: 2, item: 'Travel', jan: 300, feb: 450, mar: 120 },
  { id: 3, item: 'Software', jan: 220, feb: 220, mar: 260 },
  { id: 4, item: 'Training', jan: 0, feb: 500, mar: 0 },
  { id: 5, item: 'Hardware', jan: 900, feb: 0, mar: 350 },
];

const months = ['jan', 'feb', 'mar'] as const;
const isMonth = (field: string): field is (typeof months)[number] => (months as readonly string[]).includes(field);

const columns: GridColDef<Budget>[] = [
  { field: 'item', headerName: 'Item', width: 120 },
  ...months.map((month): GridColDef<Budget> => ({
    field: month,
    headerName: month.toUpperCase(),
    type: 'number',
    width: 100,
  })),
];

export default function BulkFillGrid() {
  const apiRef = useGridApiRef();
  const [amount, setAmount] = React.useState('100');
  const [message, setMessage] = React.useState('Select cells, then fill or select a block with the buttons.');

  const fillSelection = () => {
    const value = Number(amount);
    if (!Number.isFinite(value)) {
      setMessage('Enter a number first.');
      return;
    }
    // Group the selected cells by row so each row is updated once.
    const changes = new Map<GridRowId, Partial<Budget>>();
    apiRef.current?.getSelectedCellsAsArray().forEach(({ id, field }) => {
      if (isMonth(field)) {
        changes.set(id, { ...changes.get(id), [field]: value });
      }
    });
    apiRef.current?.updateRows([...changes].map(([id, change]) => ({ id, ...change })));
    setMessage(
      `Filled ${[...changes.values()].reduce((n, change) => n + Object.keys(change).length, 0)} month cell(s).`,
    );
  };

  const selectFirstQuarter = () => {
    apiRef.current?.selectCellRange({ id: 1, field: 'jan' }, { id: 5, field: 'mar' });
    setMessage('Selected January to March of every item.');
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          label="Amount"
          size="small"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: 120 }}
        />
        <Button variant="contained" onClick={fillSelection}>
          Fill selected cells
        </Button>
        <Button onClick={selectFirstQuarter}>Select whole quarter</Button>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={budgetRows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
      <Box role="status" sx={{ mt: 1, typography: 'body2' }}>
        {message}
      </Box>
    </Box>
  );
}
