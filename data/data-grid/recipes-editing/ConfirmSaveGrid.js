import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid } from '@mui/x-data-grid';

const initialRows = [
  { id: 1, owner: 'Harbor Bakery', creditLimit: 5000 },
  { id: 2, owner: 'Lumen Studio', creditLimit: 12000 },
  { id: 3, owner: 'Cobalt Repairs', creditLimit: 2500 },
];

const columns = [
  { field: 'owner', headerName: 'Customer', flex: 1, minWidth: 160 },
  {
    field: 'creditLimit',
    headerName: 'Credit limit',
    type: 'number',
    width: 150,
    editable: true,
    valueFormatter: (value) => `€${value.toLocaleString('en-US')}`,
  },
];

export default function ConfirmSaveGrid() {
  const [rows, setRows] = React.useState(initialRows);
  const [pending, setPending] = React.useState(null);

  // The grid waits for the promise: the cell stays in edit mode until the user decides.
  const processRowUpdate = React.useCallback(
    (newRow, oldRow) =>
      new Promise((resolve) => {
        if (newRow.creditLimit === oldRow.creditLimit) {
          resolve(oldRow);
          return;
        }
        setPending({ newRow, oldRow, resolve });
      }),
    [],
  );

  const answer = (confirmed) => {
    if (!pending) {
      return;
    }
    const kept = confirmed ? pending.newRow : pending.oldRow;
    setRows((previous) => previous.map((row) => (row.id === kept.id ? kept : row)));
    pending.resolve(kept);
    setPending(null);
  };

  return (
    <Box sx={{ height: 240, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
      <Dialog open={pending !== null} onClose={() => answer(false)} aria-labelledby="confirm-limit-title">
        <DialogTitle id="confirm-limit-title">Change the credit limit?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {pending
              ? `${pending.oldRow.owner}: from €${pending.oldRow.creditLimit.toLocaleString('en-US')} to €${pending.newRow.creditLimit.toLocaleString('en-US')}.`
              : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>Keep old value</Button>
          <Button variant="contained" onClick={() => answer(true)}>
            Confirm
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
