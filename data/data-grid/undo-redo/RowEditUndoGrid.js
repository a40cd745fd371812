import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, guest: 'Amira Haddad', nights: 2, room: 'Double' },
  { id: 2, guest: 'Jonas Berg', nights: 5, room: 'Single' },
  { id: 3, guest: 'Lucía Moreno', nights: 1, room: 'Suite' },
];

const columns = [
  { field: 'guest', headerName: 'Guest', flex: 1, editable: true },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 100, editable: true },
  {
    field: 'room',
    headerName: 'Room',
    type: 'singleSelect',
    valueOptions: ['Single', 'Double', 'Suite'],
    width: 120,
    editable: true,
  },
];

const isRowStep = (data) => typeof data === 'object' && data !== null && 'oldRow' in data && 'newRow' in data;

function describe(direction, data) {
  if (!isRowStep(data)) {
    return `${direction}: a step without row data.`;
  }
  const changed = Object.keys(data.newRow).filter((field) => data.oldRow[field] !== data.newRow[field]);
  return `${direction} of one row edit, which changed ${changed.join(' and ')} of row ${data.newRow.id}.`;
}

export default function RowEditUndoGrid() {
  const [message, setMessage] = React.useState('Double-click a row, change two cells, press Enter, then undo.');

  const handleUndo = ({ data }) => setMessage(describe('Undo', data));
  const handleRedo = ({ data }) => setMessage(describe('Redo', data));

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 300 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          editMode="row"
          showToolbar
          onUndo={handleUndo}
          onRedo={handleRedo}
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {message}
      </Typography>
    </Box>
  );
}
