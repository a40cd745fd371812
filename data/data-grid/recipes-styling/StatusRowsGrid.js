import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, client: 'Brightwave', amount: 1200, status: 'paid' },
  { id: 2, client: 'Copperleaf', amount: 860, status: 'overdue' },
  { id: 3, client: 'Duneside', amount: 2400, status: 'due' },
  { id: 4, client: 'Evergreen', amount: 390, status: 'paid' },
  { id: 5, client: 'Foxglove', amount: 1575, status: 'overdue' },
  { id: 6, client: 'Glasshouse', amount: 720, status: 'due' },
];

const statusLabel = { paid: 'Paid', due: 'Due', overdue: 'Overdue' };

// The status is written out in its own column, so the color adds to the text instead of replacing it.
const columns = [
  { field: 'client', headerName: 'Client', flex: 1 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 120, valueFormatter: (value) => statusLabel[value] },
];

const getRowClassName = (params) => `status--${params.row.status}`;

// One rule per status: a left accent bar and a light tint, plus a stronger tint for selected and
// hovered rows so both states stay visible on top of the status color.
const statusStyles = (theme) =>
  Object.fromEntries(
    ['due', 'overdue'].map((status) => {
      const color = status === 'overdue' ? theme.palette.error.main : theme.palette.warning.main;
      return [
        `& .status--${status}`,
        {
          boxShadow: `inset 4px 0 0 ${color}`,
          backgroundColor: alpha(color, 0.08),
          '&:hover': { backgroundColor: alpha(color, 0.16) },
          '&.Mui-selected, &.Mui-selected:hover': { backgroundColor: alpha(color, 0.24) },
        },
      ];
    }),
  );

export default function StatusRowsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        checkboxSelection
        hideFooter
        sx={statusStyles}
      />
    </Box>
  );
}
