import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridDataSource } from '@mui/x-data-grid-premium';
import { fetchOrders, readAggregate } from '../../shared/fakeServer';
import { orderColumns, serverFunctions } from './aggregationSetup';

export default function ServerAggregationGrid() {
  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      // The answer holds one page of rows plus `aggregateRow`: totals over all matching rows.
      getRows: (params) => fetchOrders(params, { size: 600 }),
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
        pagination
        pageSizeOptions={[10, 25]}
        initialState={{
          aggregation: { model: { revenue: 'sum', units: 'avg' } },
          pagination: { paginationModel: { page: 0, pageSize: 10 } },
        }}
      />
    </Box>
  );
}
