import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { staff } from '../shared/staff';

const columns = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 120 },
];

// The ID and name columns are not listed in the panel at all.
const getTogglableColumns = (allColumns) =>
  allColumns.filter((column) => !['id', 'firstName', 'lastName'].includes(column.field)).map((column) => column.field);

export default function ColumnsPanelOptionsGrid() {
  const [panelLog, setPanelLog] = React.useState('Open the columns panel from the toolbar.');

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {panelLog}
      </Typography>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={staff}
          columns={columns}
          showToolbar
          slotProps={{
            columnsManagement: {
              getTogglableColumns,
              sort: 'asc',
              disableResetButton: true,
            },
          }}
          onPreferencePanelOpen={(params) => setPanelLog(`Panel opened: ${params.openedPanelValue}`)}
          onPreferencePanelClose={(params) => setPanelLog(`Panel closed: ${params.openedPanelValue}`)}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
