import Box from '@mui/material/Box';
import { DataGridPremium, GRID_AGGREGATION_FUNCTIONS } from '@mui/x-data-grid-premium';
import { sales } from '../shared/sales';

// Counts the different values in a group, for example how many countries bought a product.
const distinctCount = {
  label: 'distinct',
  apply: ({ values }) => new Set(values.filter((value) => value != null)).size,
  columnTypes: ['string', 'singleSelect'],
};

// The share of the group's revenue brought by its biggest single sale.
const topSaleShare = {
  label: 'top sale %',
  apply: ({ values }) => {
    const numbers = values.filter((value) => typeof value === 'number');
    const total = numbers.reduce((sum, value) => sum + value, 0);
    return total === 0 ? null : `${Math.round((Math.max(...numbers) / total) * 100)}%`;
  },
  columnTypes: ['number'],
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, distinctCount, topSaleShare };

const columns = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'product', headerName: 'Product', width: 110 },
  { field: 'quarter', headerName: 'Quarter', width: 90 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 120 },
];

const pivotModel = {
  rows: [{ field: 'region' }],
  columns: [],
  values: [
    { field: 'country', aggFunc: 'distinctCount' },
    { field: 'product', aggFunc: 'distinctCount' },
    { field: 'revenue', aggFunc: 'topSaleShare' },
  ],
};

export default function CustomPivotAggregationGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        pivotingColDef={{ width: 130 }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
