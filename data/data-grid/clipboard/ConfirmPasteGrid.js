import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, day: 'Monday', morning: 'Ana', evening: 'Ben' },
  { id: 2, day: 'Tuesday', morning: 'Chloé', evening: 'Dev' },
  { id: 3, day: 'Wednesday', morning: 'Ana', evening: 'Eli' },
  { id: 4, day: 'Thursday', morning: 'Ben', evening: 'Chloé' },
  { id: 5, day: 'Friday', morning: 'Dev', evening: 'Ana' },
];

const columns = [
  { field: 'day', headerName: 'Day', width: 130 },
  { field: 'morning', headerName: 'Morning shift', flex: 1, editable: true },
  { field: 'evening', headerName: 'Evening shift', flex: 1, editable: true },
];

export default function ConfirmPasteGrid() {
  const [pending, setPending] = React.useState(null);

  // Small pastes go through; larger ones wait for the user's answer.
  const handleBeforePaste = React.useCallback(({ data }) => {
    const cells = data.reduce((sum, line) => sum + line.length, 0);
    if (cells <= 1) {
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      setPending({
        cells,
        lines: data.length,
        confirm: () => resolve(),
        cancel: () => reject(new Error('Paste cancelled by the user')),
      });
    });
  }, []);

  const close = (confirmed) => {
    if (pending) {
      if (confirmed) {
        pending.confirm();
      } else {
        pending.cancel();
      }
    }
    setPending(null);
  };

  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        onBeforeClipboardPasteStart={handleBeforePaste}
        hideFooter
      />
      <Dialog open={pending !== null} onClose={() => close(false)} aria-labelledby="confirm-paste-title">
        <DialogTitle id="confirm-paste-title">Overwrite shifts?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {pending ? `You are pasting ${pending.cells} values on ${pending.lines} line(s).` : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => close(true)}>
            Paste
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
