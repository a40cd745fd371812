import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, kind: 'heading', label: 'Income' },
  { id: 2, kind: 'item', label: 'Salary', amount: 4200 },
  { id: 3, kind: 'item', label: 'Freelance', amount: 650 },
  { id: 4, kind: 'heading', label: 'Expenses' },
  { id: 5, kind: 'item', label: 'Rent', amount: -1450 },
  { id: 6, kind: 'item', label: 'Groceries', amount: -380 },
  { id: 7, kind: 'item', label: 'Transport', amount: -95 },
];

const columns = [
  { field: 'label', headerName: 'Entry', flex: 1 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 130 },
];

// Headings are taller; numbers scale with density like the default height does.
const getRowHeight = ({ model, densityFactor }) => (model.kind === 'heading' ? 64 * densityFactor : null);

export default function VariableRowHeightGrid() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .row-heading': { fontWeight: 700, alignItems: 'flex-end', bgcolor: 'action.hover' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        getRowClassName={(params) => (params.row.kind === 'heading' ? 'row-heading' : '')}
        rowHeight={40}
        hideFooter
      />
    </Box>
  );
}
