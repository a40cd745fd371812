import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, username: 'north-team', email: 'north@example.com', seats: 5 },
  { id: 2, username: 'south-team', email: 'south@example.com', seats: 12 },
  { id: 3, username: 'design', email: 'design@example.com', seats: 3 },
];

// Flag the value as invalid; the cell turns red and refuses to commit until it is fixed.
const validateEmail = (params) => {
  const value = String(params.props.value ?? '');
  return { ...params.props, error: !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) };
};

const validateSeats = (params) => {
  const value = Number(params.props.value);
  return { ...params.props, error: !Number.isInteger(value) || value < 1 || value > 50 };
};

const columns = [
  { field: 'username', headerName: 'Username', flex: 1, minWidth: 130 },
  {
    field: 'email',
    headerName: 'Email (must be valid)',
    flex: 1,
    minWidth: 200,
    editable: true,
    preProcessEditCellProps: validateEmail,
  },
  {
    field: 'seats',
    headerName: 'Seats (1–50)',
    type: 'number',
    width: 130,
    editable: true,
    preProcessEditCellProps: validateSeats,
  },
];

export default function ValidationGrid() {
  return (
    <Box
      sx={{
        height: 260,
        width: '100%',
        '& .Mui-error': { bgcolor: 'error.light', color: 'error.contrastText' },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
