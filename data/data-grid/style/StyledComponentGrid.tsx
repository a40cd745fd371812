import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { alpha, styled } from '@mui/material/styles';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

// One styled component, reused by every grid of a screen: the styles live with it, not in each `sx`.
const LedgerGrid = styled(DataGrid)(({ theme }) => ({
  border: 0,
  fontVariantNumeric: 'tabular-nums',
  [`& .${gridClasses.columnHeader}`]: {
    borderBottom: `2px solid ${theme.palette.primary.main}`,
  },
  [`& .${gridClasses.columnHeaderTitle}`]: {
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    fontSize: theme.typography.pxToRem(12),
  },
  [`& .${gridClasses.row}:nth-of-type(even)`]: {
    backgroundColor: alpha(theme.palette.primary.main, 0.04),
  },
}));

const incomeColumns: GridColDef[] = [
  { field: 'source', headerName: 'Income', flex: 1 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 130 },
];

const expenseColumns: GridColDef[] = [
  { field: 'item', headerName: 'Expense', flex: 1 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 130 },
];

const income = [
  { id: 1, source: 'Consulting', amount: 4200 },
  { id: 2, source: 'Workshops', amount: 1350 },
  { id: 3, source: 'Licenses', amount: 980 },
];

const expenses = [
  { id: 1, item: 'Rent', amount: 1600 },
  { id: 2, item: 'Software', amount: 240 },
  { id: 3, item: 'Travel', amount: 515 },
];

export default function StyledComponentGrid() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <LedgerGrid rows={income} columns={incomeColumns} label="Income" hideFooter autoHeight />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <LedgerGrid rows={expenses} columns={expenseColumns} label="Expenses" hideFooter autoHeight />
      </Box>
    </Stack>
  );
}
