import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';

const initialRows = [
  { id: 1, guest: 'Priya Raman', checkIn: new Date(2025, 4, 3), checkOut: new Date(2025, 4, 6) },
  { id: 2, guest: 'Tom Becker', checkIn: new Date(2025, 4, 10), checkOut: new Date(2025, 4, 12) },
  { id: 3, guest: 'Aiko Sato', checkIn: new Date(2025, 4, 14), checkOut: new Date(2025, 4, 21) },
];

const toTime = (value) => (value instanceof Date ? value.getTime() : Number.NaN);

// In row mode, otherFieldsProps holds the values being typed in the other cells of the same row.
const validateCheckIn = (params) => {
  const checkOut = params.otherFieldsProps?.checkOut?.value;
  return { ...params.props, error: !(toTime(params.props.value) < toTime(checkOut)) };
};

const validateCheckOut = (params) => {
  const checkIn = params.otherFieldsProps?.checkIn?.value;
  return { ...params.props, error: !(toTime(checkIn) < toTime(params.props.value)) };
};

const columns = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 150, editable: true },
  {
    field: 'checkIn',
    headerName: 'Check-in',
    type: 'date',
    width: 150,
    editable: true,
    preProcessEditCellProps: validateCheckIn,
  },
  {
    field: 'checkOut',
    headerName: 'Check-out',
    type: 'date',
    width: 150,
    editable: true,
    preProcessEditCellProps: validateCheckOut,
  },
  {
    field: 'nights',
    headerName: 'Nights',
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => Math.round((row.checkOut.getTime() - row.checkIn.getTime()) / 86400000),
  },
];

export default function StayDatesValidationGrid() {
  const [rows, setRows] = React.useState(initialRows);

  const processRowUpdate = React.useCallback((newRow) => {
    setRows((previous) => previous.map((row) => (row.id === newRow.id ? newRow : row)));
    return newRow;
  }, []);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Alert severity="info" role="status">
        Double-click a booking, then move the check-out before the check-in: both date cells turn red and Enter is
        refused.
      </Alert>
      <Box sx={{ height: 260 }}>
        <DataGrid rows={rows} columns={columns} editMode="row" processRowUpdate={processRowUpdate} hideFooter />
      </Box>
    </Stack>
  );
}
