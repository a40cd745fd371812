import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { orders, type Order } from './orders';

interface PriceAndUnits {
  price: number;
  units: number;
}

// The average price per unit sold: big orders weigh more than small ones.
const weightedAvg: GridAggregationFunction<PriceAndUnits, number | null> = {
  label: 'weighted avg',
  columnTypes: ['number'],
  // Hands two fields of each row to `apply` instead of the cell value alone.
  getCellValue: ({ row }) => ({ price: row.unitPrice, units: row.units }),
  apply: ({ values }) => {
    let revenue = 0;
    let units = 0;
    values.forEach((value) => {
      if (value) {
        revenue += value.price * value.units;
        units += value.units;
      }
    });
    return units === 0 ? null : Math.round((revenue / units) * 100) / 100;
  },
};

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', width: 140 },
  { field: 'units', headerName: 'Units', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price ($)', type: 'number', width: 190 },
];

export default function WeightedAverageGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={columns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, weightedAvg }}
        initialState={{
          rowGrouping: { model: ['customer'] },
          aggregation: { model: { units: 'sum', unitPrice: 'weightedAvg' } },
        }}
      />
    </Box>
  );
}
