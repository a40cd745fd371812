import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { sales } from '../shared/sales';

// One column list for the three components: the props are shared.
const columns = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 130 },
];

const notes = {
  mit: 'DataGrid: sorting on one column, filtering, pagination up to 100 rows a page, CSV export.',
  pro: 'DataGridPro adds the Country column pinned to the left and a two-column sort (region, then revenue).',
  premium: 'DataGridPremium adds grouping by region with unit and revenue totals per group and overall.',
};

export default function PlanComparisonGrid() {
  const [plan, setPlan] = React.useState('mit');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={plan}
        onChange={(_event, value) => value && setPlan(value)}
        aria-label="Data Grid plan"
      >
        <ToggleButton value="mit">DataGrid</ToggleButton>
        <ToggleButton value="pro">DataGridPro</ToggleButton>
        <ToggleButton value="premium">DataGridPremium</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" role="status" sx={{ my: 1 }}>
        {notes[plan]}
      </Typography>
      <Box sx={{ height: 400 }}>
        {plan === 'mit' && (
          <DataGrid
            rows={sales}
            columns={columns}
            showToolbar
            initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
            pageSizeOptions={[10, 25]}
          />
        )}
        {plan === 'pro' && (
          <DataGridPro
            rows={sales}
            columns={columns}
            showToolbar
            initialState={{
              pinnedColumns: { left: ['country'] },
              sorting: {
                sortModel: [
                  { field: 'region', sort: 'asc' },
                  { field: 'revenue', sort: 'desc' },
                ],
              },
            }}
          />
        )}
        {plan === 'premium' && (
          <DataGridPremium
            rows={sales}
            columns={columns}
            showToolbar
            initialState={{
              rowGrouping: { model: ['region'] },
              // The grouping column already shows the region.
              columns: { columnVisibilityModel: { region: false } },
              aggregation: { model: { revenue: 'sum', units: 'sum' } },
            }}
          />
        )}
      </Box>
    </Box>
  );
}
