import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { staff } from '../shared/staff';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns = [
  {
    field: 'fullName',
    headerName: 'Full name',
    flex: 1,
    minWidth: 160,
    // Not a field of the row: derived from two fields, and used for sorting and filtering.
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    // Display only: sorting still compares the raw numbers.
    valueFormatter: (value) => (value == null ? '' : currency.format(value)),
  },
  {
    field: 'monthly',
    headerName: 'Monthly',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => Math.round(row.salary / 12),
    valueFormatter: (value) => (value == null ? '' : currency.format(value)),
  },
];

export default function ValueGetterFormatterGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={staff} columns={columns} />
    </Box>
  );
}
