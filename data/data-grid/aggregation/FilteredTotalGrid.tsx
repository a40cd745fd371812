import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, type GridColDef, type GridFilterModel } from '@mui/x-data-grid-premium';
import { orders, type Order } from './orders';

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', width: 140 },
  { field: 'channel', headerName: 'Channel', width: 110 },
  { field: 'units', headerName: 'Units', type: 'number', width: 110 },
  {
    field: 'total',
    headerName: 'Order total ($)',
    type: 'number',
    width: 150,
    valueGetter: (_value, row) => row.units * row.unitPrice,
  },
];

export default function FilteredTotalGrid() {
  const [channel, setChannel] = React.useState<string>('All');

  const filterModel: GridFilterModel = {
    items: channel === 'All' ? [] : [{ field: 'channel', operator: 'equals', value: channel }],
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Sales channel"
        value={channel}
        onChange={(_event, next: string | null) => next && setChannel(next)}
      >
        {['All', 'Web', 'Store', 'Partner'].map((value) => (
          <ToggleButton key={value} value={value}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={orders}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={(model) => {
            // Keep the buttons in sync when the filter is cleared from the grid's own UI.
            const item = model.items.find((entry) => entry.field === 'channel');
            setChannel(typeof item?.value === 'string' ? item.value : 'All');
          }}
          initialState={{ aggregation: { model: { units: 'sum', total: 'sum' } } }}
        />
      </Box>
    </Stack>
  );
}
