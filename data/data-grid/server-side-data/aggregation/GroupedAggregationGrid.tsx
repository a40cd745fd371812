import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridDataSource } from '@mui/x-data-grid-premium';
import { fetchOrders, readAggregate } from '../../shared/fakeServer';
import { orderColumns, serverFunctions } from './aggregationSetup';

export default function GroupedAggregationGrid() {
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: (params) => fetchOrders(params, { size: 600 }),
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childrenCount,
      // Group rows carry their own aggregates; the footer reads `aggregateRow`.
      getAggregatedValue: readAggregate,
    }),
    [],
  );

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        columns={orderColumns}
        dataSource={dataSource}
        aggregationFunctions={serverFunctions}
        initialState={{
          columns: { columnVisibilityModel: { region: false } },
          rowGrouping: { model: ['region'] },
          aggregation: { model: { revenue: 'sum', units: 'max' } },
        }}
      />
    </Box>
  );
}
