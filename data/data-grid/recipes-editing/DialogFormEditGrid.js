import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import EditIcon from '@mui/icons-material/Edit';
import { DataGrid, GridActionsCell, GridActionsCellItem } from '@mui/x-data-grid';

const wards = ['Cardiology', 'Oncology', 'Pediatrics'];

const initialRows = [
  { id: 1, name: 'Rosa Lindqvist', ward: 'Cardiology', phone: '+46 70 123 4567', notes: 'Follow-up in two weeks.' },
  { id: 2, name: 'Daniel Achebe', ward: 'Oncology', phone: '+234 803 555 0199', notes: '' },
  { id: 3, name: 'Mei Tanaka', ward: 'Pediatrics', phone: '+81 90 5555 0123', notes: 'Allergic to penicillin.' },
];

export default function DialogFormEditGrid() {
  const [rows, setRows] = React.useState(initialRows);
  const [draft, setDraft] = React.useState(null);

  const open = React.useCallback((row) => setDraft({ ...row }), []);

  const handleRowDoubleClick = (params) => {
    open(params.row);
  };

  const columns = React.useMemo(
    () => [
      { field: 'name', headerName: 'Patient', flex: 1, minWidth: 150 },
      { field: 'ward', headerName: 'Ward', width: 120 },
      { field: 'phone', headerName: 'Phone', width: 170 },
      { field: 'notes', headerName: 'Notes', flex: 1, minWidth: 160 },
      {
        field: 'actions',
        type: 'actions',
        width: 60,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem icon={<EditIcon />} label="Edit in form" onClick={() => open(params.row)} />
          </GridActionsCell>
        ),
      },
    ],
    [open],
  );

  const update = (field) => (event) => {
    const value = event.target.value;
    setDraft((previous) => (previous ? { ...previous, [field]: value } : previous));
  };

  const save = () => {
    if (draft) {
      setRows((previous) => previous.map((row) => (row.id === draft.id ? draft : row)));
    }
    setDraft(null);
  };

  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} onRowDoubleClick={handleRowDoubleClick} hideFooter />
      <Dialog open={draft !== null} onClose={() => setDraft(null)} fullWidth maxWidth="xs">
        <DialogTitle>Edit patient</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label="Name" value={draft?.name ?? ''} onChange={update('name')} required />
            <TextField select label="Ward" value={draft?.ward ?? wards[0]} onChange={update('ward')}>
              {wards.map((ward) => (
                <MenuItem key={ward} value={ward}>
                  {ward}
                </MenuItem>
              ))}
            </TextField>
            <TextField label="Phone" value={draft?.phone ?? ''} onChange={update('phone')} />
            <TextField label="Notes" value={draft?.notes ?? ''} onChange={update('notes')} multiline minRows={2} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDraft(null)}>Cancel</Button>
          <Button variant="contained" onClick={save} disabled={!draft || draft.name.trim() === ''}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
