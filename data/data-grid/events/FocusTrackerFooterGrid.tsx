import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  useGridApiContext,
  useGridEvent,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';
import { staff, type Staff } from '../shared/staff';

const columns: GridColDef<Staff>[] = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
];

// A footer slot: it lives inside the grid, so it gets the API from context and subscribes with useGridEvent.
function FocusFooter() {
  const apiRef = useGridApiContext();
  const [message, setMessage] = React.useState('Click a cell or move with the arrow keys.');

  const handleFocusIn = React.useCallback<GridEventListener<'cellFocusIn'>>(
    (params) => {
      const header = apiRef.current.getColumn(params.field).headerName ?? params.field;
      setMessage(`Focused: ${header} of row ${params.id}, value "${String(params.formattedValue ?? '')}"`);
    },
    [apiRef],
  );

  // Subscribed on mount and removed on unmount: no cleanup code needed.
  useGridEvent(apiRef, 'cellFocusIn', handleFocusIn);

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">{message}</Typography>
    </GridFooterContainer>
  );
}

export default function FocusTrackerFooterGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={staff} columns={columns} slots={{ footer: FocusFooter }} />
    </Box>
  );
}
