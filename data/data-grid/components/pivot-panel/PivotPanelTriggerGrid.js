import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import PivotTableChartIcon from '@mui/icons-material/PivotTableChart';
import { DataGridPremium, PivotPanelTrigger, Toolbar } from '@mui/x-data-grid-premium';

function PivotToolbar() {
  return (
    <Toolbar>
      <PivotPanelTrigger
        render={(triggerProps, state) => (
          <Button
            {...triggerProps}
            size="small"
            startIcon={<PivotTableChartIcon />}
            variant={state.open ? 'contained' : 'outlined'}
          >
            Pivot
            {state.active && <Chip label="on" size="small" color="success" sx={{ ml: 1, height: 18 }} />}
          </Button>
        )}
      />
    </Toolbar>
  );
}

const regions = ['North', 'South', 'East'];
const products = ['Espresso beans', 'Filter beans', 'Decaf'];
const rows = Array.from({ length: 18 }, (_, index) => ({
  id: index + 1,
  region: regions[index % regions.length],
  product: products[Math.floor(index / 3) % products.length],
  quarter: `Q${(index % 4) + 1}`,
  kilograms: 40 + ((index * 37) % 90),
}));

const columns = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'kilograms', headerName: 'Sold (kg)', type: 'number', width: 120 },
];

const pivotModel = {
  rows: [{ field: 'product' }],
  columns: [{ field: 'region' }],
  values: [{ field: 'kilograms', aggFunc: 'sum' }],
};

export default function PivotPanelTriggerGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ toolbar: PivotToolbar }}
        initialState={{ pivoting: { model: pivotModel, enabled: false } }}
      />
    </Box>
  );
}
