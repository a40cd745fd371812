import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  gridAggregationLookupSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';
import { orders } from './orders';

const columns = [
  { field: 'customer', headerName: 'Customer', width: 140 },
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'units', headerName: 'Units', type: 'number', width: 110 },
  { field: 'unitPrice', headerName: 'Unit price ($)', type: 'number', width: 140 },
];

// Rendered in the toolbar slot, so it lives inside the grid and can use its context.
function KpiToolbar() {
  const apiRef = useGridApiContext();
  // The lookup holds every aggregated value by row ID, then field; grand totals sit on the root.
  const lookup = useGridSelector(apiRef, gridAggregationLookupSelector);
  const totals = lookup?.[GRID_ROOT_GROUP_ID];
  const averagePrice = totals?.unitPrice?.value;
  const cards = [
    { label: 'Units sold', value: totals?.units?.value ?? '–' },
    {
      label: 'Average unit price',
      value: typeof averagePrice === 'number' ? `$${averagePrice.toFixed(2)}` : '–',
    },
  ];
  return (
    <Stack direction="row" spacing={2} sx={{ p: 1 }}>
      {cards.map((card) => (
        <Paper key={card.label} variant="outlined" sx={{ px: 2, py: 1, minWidth: 160 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {card.label}
          </Typography>
          <Typography variant="h6" component="p">
            {card.value}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}

export default function AggregationKpiGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={orders}
        columns={columns}
        showToolbar
        slots={{ toolbar: KpiToolbar }}
        initialState={{
          aggregation: { model: { units: 'sum', unitPrice: 'avg' } },
          filter: { filterModel: { items: [{ field: 'region', operator: 'equals', value: 'West' }] } },
        }}
      />
    </Box>
  );
}
