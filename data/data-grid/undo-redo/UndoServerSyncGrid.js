import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';

const rows = [
  { id: 1, room: 'Aurora', capacity: 8, floor: 2 },
  { id: 2, room: 'Borealis', capacity: 14, floor: 2 },
  { id: 3, room: 'Cassiopeia', capacity: 4, floor: 3 },
];

const columns = [
  { field: 'room', headerName: 'Room', flex: 1, editable: true },
  { field: 'capacity', headerName: 'Capacity', type: 'number', width: 110, editable: true },
  { field: 'floor', headerName: 'Floor', type: 'number', width: 90, editable: true },
];

export default function UndoServerSyncGrid() {
  const [requests, setRequests] = React.useState([]);
  const nextRequestId = React.useRef(1);

  // A fake server: each request is logged after 400 ms.
  const send = React.useCallback((text) => {
    const id = nextRequestId.current;
    nextRequestId.current += 1;
    setTimeout(() => setRequests((previous) => [{ id, text }, ...previous].slice(0, 6)), 400);
  }, []);

  const processRowUpdate = React.useCallback(
    (newRow, oldRow) => {
      const changed = Object.keys(newRow).filter((key) => newRow[key] !== oldRow[key]);
      if (changed.length > 0) {
        send(`PATCH room ${newRow.id}: ${changed.map((key) => `${key}=${newRow[key]}`).join(', ')} (edit)`);
      }
      return newRow;
    },
    [send],
  );

  // Undo and redo update the grid directly, without processRowUpdate, so the server is told here.
  const handleUndo = ({ eventName, data }) => {
    if (eventName === 'cellEditStop') {
      const change = data;
      send(`PATCH room ${change.id}: ${change.field}=${change.oldValue} (undo)`);
    }
  };
  const handleRedo = ({ eventName, data }) => {
    if (eventName === 'cellEditStop') {
      const change = data;
      send(`PATCH room ${change.id}: ${change.field}=${change.newValue} (redo)`);
    }
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 280 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          onUndo={handleUndo}
          onRedo={handleRedo}
          showToolbar
          hideFooter
        />
      </Box>
      <Typography variant="subtitle2" component="h3">
        Requests sent (newest first)
      </Typography>
      <List dense disablePadding aria-live="polite" sx={{ minHeight: 40 }}>
        {requests.length === 0 ? (
          <ListItem disableGutters>
            <ListItemText secondary="No requests yet. Edit a cell, then undo it." />
          </ListItem>
        ) : (
          requests.map((request) => (
            <ListItem key={request.id} disableGutters>
              <ListItemText
                primary={request.text}
                slotProps={{ primary: { sx: { fontFamily: 'monospace', fontSize: 13 } } }}
              />
            </ListItem>
          ))
        )}
      </List>
    </Stack>
  );
}
