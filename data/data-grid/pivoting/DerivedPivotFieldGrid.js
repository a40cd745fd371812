import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { sales } from '../shared/sales';

const columns = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
];

// Offers a "Month" field for the date column in the pivot panel, in place of the default
// year and quarter fields. The key sorts in calendar order (2025-01, 2025-02, ...).
const getPivotDerivedColumns = (column) => {
  if (column.field !== 'date') {
    return undefined;
  }
  return [
    {
      field: 'date-month',
      headerName: 'Month',
      valueGetter: (_value, row) => `${row.date.getFullYear()}-${String(row.date.getMonth() + 1).padStart(2, '0')}`,
    },
  ];
};

export default function DerivedPivotFieldGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={columns}
        showToolbar
        getPivotDerivedColumns={getPivotDerivedColumns}
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'date-month' }],
              columns: [{ field: 'region' }],
              values: [{ field: 'units', aggFunc: 'sum' }],
            },
          },
        }}
      />
    </Box>
  );
}
