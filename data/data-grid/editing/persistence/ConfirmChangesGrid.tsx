import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface PriceRow {
  id: number;
  product: string;
  price: number;
}

const initialRows: PriceRow[] = [
  { id: 1, product: 'Desk lamp', price: 39 },
  { id: 2, product: 'Monitor arm', price: 89 },
  { id: 3, product: 'Footrest', price: 25 },
];

const columns: GridColDef<PriceRow>[] = [
  { field: 'product', headerName: 'Product', flex: 1 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 140, editable: true },
];

interface Pending {
  newRow: PriceRow;
  oldRow: PriceRow;
  resolve: (row: PriceRow) => void;
}

export default function ConfirmChangesGrid() {
  const [pending, setPending] = React.useState<Pending | null>(null);

  // The grid waits for this promise; the dialog decides how it resolves.
  const processRowUpdate = React.useCallback(
    (newRow: PriceRow, oldRow: PriceRow) =>
      new Promise<PriceRow>((resolve) => {
        if (newRow.price === oldRow.price) {
          resolve(oldRow);
          return;
        }
        setPending({ newRow, oldRow, resolve });
      }),
    [],
  );

  const close = (keepNew: boolean) => {
    if (pending) {
      pending.resolve(keepNew ? pending.newRow : pending.oldRow);
      setPending(null);
    }
  };

  return (
    <Box sx={{ height: 240, width: '100%' }}>
      <DataGrid rows={initialRows} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
      <Dialog open={pending !== null} onClose={() => close(false)}>
        <DialogTitle>Change the price?</DialogTitle>
        <DialogContent>
          {pending ? `${pending.oldRow.product}: $${pending.oldRow.price} → $${pending.newRow.price}` : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close(false)}>Keep old price</Button>
          <Button variant="contained" onClick={() => close(true)}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
