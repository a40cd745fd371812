import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, subject: 'Invoice address wrong', status: 'OPN' },
  { id: 2, subject: 'Cannot reset password', status: 'CLS' },
  { id: 3, subject: 'Refund not received', status: 'OPN' },
  { id: 4, subject: 'Export is empty', status: 'HLD' },
];

const labels = { OPN: 'Open', HLD: 'On hold', CLS: 'Closed' };

const subjectColumn = { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 };

// Same text on screen; only the getter changes the value that filtering compares.
const formatterColumns = [
  subjectColumn,
  { field: 'status', headerName: 'Status', width: 130, valueFormatter: (value) => labels[value] },
];

const getterColumns = [
  subjectColumn,
  { field: 'status', headerName: 'Status', width: 130, valueGetter: (value) => labels[value] },
];

export default function FilterSeesValueGrid() {
  const [useGetter, setUseGetter] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={useGetter} onChange={(event) => setUseGetter(event.target.checked)} />}
        label="Status label from valueGetter (off: valueFormatter)"
      />
      <Box sx={{ height: 300 }}>
        <DataGrid
          // A new key remounts the grid, so the starting filter runs again with the new column.
          key={useGetter ? 'getter' : 'formatter'}
          rows={rows}
          columns={useGetter ? getterColumns : formatterColumns}
          initialState={{
            filter: { filterModel: { items: [{ field: 'status', operator: 'contains', value: 'open' }] } },
          }}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
