import Box from '@mui/material/Box';
import { DataGrid, getGridDateOperators, type GridColDef, type GridFilterOperator } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  amount: number;
  due: Date;
  paid: boolean;
}

// Dates are relative to today so the demo stays meaningful.
const daysFromToday = (days: number) => {
  const date = new Date();
  date.setHours(0, 0, 0, 0);
  date.setDate(date.getDate() + days);
  return date;
};

const rows: Invoice[] = [
  { id: 'INV-1041', client: 'Greenleaf Dental', amount: 1200, due: daysFromToday(-12), paid: false },
  { id: 'INV-1042', client: 'Morrow & Sons', amount: 640, due: daysFromToday(-3), paid: true },
  { id: 'INV-1043', client: 'Pixel Forge', amount: 3150, due: daysFromToday(-1), paid: false },
  { id: 'INV-1044', client: 'Harbor Yoga', amount: 280, due: daysFromToday(4), paid: false },
  { id: 'INV-1045', client: 'Northwind Travel', amount: 1875, due: daysFromToday(20), paid: false },
];

// Needs no value: the row decides on its own, from its due date and its paid flag.
const overdueOperator: GridFilterOperator<Invoice, Date> = {
  label: 'is overdue',
  value: 'overdue',
  requiresFilterValue: false,
  getApplyFilterFn: () => {
    const today = daysFromToday(0).getTime();
    return (value, row) => value != null && value.getTime() < today && !row.paid;
  },
};

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 150 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 120 },
  {
    field: 'due',
    headerName: 'Due',
    type: 'date',
    width: 130,
    filterOperators: [overdueOperator, ...getGridDateOperators()],
  },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 90 },
];

export default function OverdueOperatorGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ filter: { filterModel: { items: [{ field: 'due', operator: 'overdue' }] } } }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
