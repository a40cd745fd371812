import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

interface Stock {
  id: string;
  symbol: string;
  price: number;
  history: number[];
}

const rows: Stock[] = [
  { id: 'acme', symbol: 'ACME', price: 132.4, history: [118, 121, 119, 124, 127, 125, 129, 131, 130, 132.4] },
  { id: 'bolt', symbol: 'BOLT', price: 47.9, history: [55, 54, 52, 53, 50, 49, 51, 48, 47, 47.9] },
  { id: 'cora', symbol: 'CORA', price: 88.1, history: [80, 84, 83, 86, 85, 90, 87, 86, 89, 88.1] },
  { id: 'dyna', symbol: 'DYNA', price: 15.2, history: [14, 14.5, 13.8, 14.2, 15, 14.9, 15.5, 15.1, 14.8, 15.2] },
];

const columns: GridColDef<Stock>[] = [
  { field: 'symbol', headerName: 'Symbol', width: 100 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `$${value.toFixed(2)}`,
  },
  {
    field: 'history',
    headerName: 'Last 10 days',
    width: 200,
    sortable: false,
    filterable: false,
    // The cell receives the array; the chart fills the cell height set by rowHeight.
    renderCell: (params) => {
      const history = params.row.history;
      const rising = history[history.length - 1] >= history[0];
      return (
        <SparkLineChart
          data={history}
          height={44}
          width={180}
          area
          baseline="min"
          color={rising ? '#2e7d32' : '#c62828'}
          showTooltip
          showHighlight
          valueFormatter={(value) => (value === null ? '' : `$${value.toFixed(2)}`)}
          title={`${params.row.symbol}, last 10 days`}
        />
      );
    },
  },
];

export default function SparklineDataGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} rowHeight={52} hideFooter disableRowSelectionOnClick />
    </Box>
  );
}
