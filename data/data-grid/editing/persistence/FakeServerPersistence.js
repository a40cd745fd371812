import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { DataGrid } from '@mui/x-data-grid';

const initialRows = [
  { id: 1, name: 'Amal Haddad', email: 'amal@example.com' },
  { id: 2, name: 'Bruno Keller', email: 'bruno@example.com' },
  { id: 3, name: 'Cleo Martin', email: 'cleo@example.com' },
];

const columns = [
  { field: 'name', headerName: 'Name', flex: 1, editable: true },
  { field: 'email', headerName: 'Email', flex: 1, editable: true },
];

// Pretend API: takes 700 ms and rejects names that are empty once trimmed.
function saveContact(contact) {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (contact.name.trim() === '') {
        reject(new Error('The server refused an empty name.'));
      } else {
        resolve({ ...contact, name: contact.name.trim(), email: contact.email.trim().toLowerCase() });
      }
    }, 700);
  });
}

export default function FakeServerPersistence() {
  const [message, setMessage] = React.useState(null);

  const processRowUpdate = React.useCallback(async (newRow, oldRow) => {
    if (newRow.name === oldRow.name && newRow.email === oldRow.email) {
      return oldRow; // nothing changed: skip the request
    }
    const saved = await saveContact(newRow);
    setMessage({ severity: 'success', text: `Saved ${saved.name}` });
    return saved;
  }, []);

  const handleError = React.useCallback((error) => {
    setMessage({ severity: 'error', text: error instanceof Error ? error.message : 'Save failed' });
  }, []);

  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid
        rows={initialRows}
        columns={columns}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={handleError}
        hideFooter
      />
      <Snackbar open={message !== null} autoHideDuration={3000} onClose={() => setMessage(null)}>
        {message ? <Alert severity={message.severity}>{message.text}</Alert> : undefined}
      </Snackbar>
    </Box>
  );
}
