import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridAggregationFunctionDataSource, type GridDataSource } from '@mui/x-data-grid-premium';
import { fetchOrders, readAggregate } from '../../shared/fakeServer';
import { orderColumns, serverFunctions } from './aggregationSetup';

// `p90` only exists on the server. The grid needs a label and the column types it applies to.
const functions: Record<string, GridAggregationFunctionDataSource> = {
  ...serverFunctions,
  p90: { label: '90th percentile', columnTypes: ['number'] },
};

export default function CustomServerFunctionGrid() {
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => fetchOrders(params, { size: 600 }),
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childrenCount,
      getAggregatedValue: readAggregate,
    }),
    [],
  );

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        columns={orderColumns}
        dataSource={dataSource}
        aggregationFunctions={functions}
        initialState={{
          columns: { columnVisibilityModel: { product: false } },
          rowGrouping: { model: ['product'] },
          aggregation: { model: { revenue: 'p90', units: 'p90' } },
        }}
      />
    </Box>
  );
}
