import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridUpdateRowError } from '@mui/x-data-grid-premium';
import { fetchOrders, readAggregate, saveOrder } from '../../shared/fakeServer';
import { serverFunctions } from './aggregationSetup';

// A table of its own (120 orders), so the edits made here do not change the other demos.
const size = 120;

const columns = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'units', headerName: 'Units (editable)', type: 'number', width: 140, editable: true },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 120 },
];

export default function EditedAggregatesGrid() {
  const [message, setMessage] = React.useState('Open a region, double-click a Units cell, change it and press Enter.');

  const dataSource = React.useMemo(
    () => ({
      getRows: (params) => fetchOrders(params, { size, delay: 300 }),
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childrenCount,
      getAggregatedValue: readAggregate,
      updateRow: async ({ rowId, updatedRow }) => {
        // The server stores the units and recomputes the revenue; its totals then include the change.
        const saved = await saveOrder(updatedRow, { size });
        setMessage(`Order ${rowId} saved. The region row and the footer were requested again.`);
        return saved;
      },
    }),
    [],
  );

  const handleError = (error) => {
    setMessage(
      error instanceof GridUpdateRowError
        ? `Order ${error.params.rowId} was not saved: ${error.message}`
        : `Loading failed: ${error.message}`,
    );
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2" role="status">
        {message}
      </Typography>
      <Box sx={{ height: 440, width: '100%' }}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={handleError}
          aggregationFunctions={serverFunctions}
          initialState={{
            columns: { columnVisibilityModel: { region: false } },
            rowGrouping: { model: ['region'] },
            aggregation: { model: { units: 'sum', revenue: 'sum' } },
          }}
        />
      </Box>
    </Stack>
  );
}
