import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { fetchOrders } from '../../shared/fakeServer';
import { groupAccessors, orderColumns } from './groupingSetup';

export default function ServerRowGroupingGrid() {
  const dataSource = React.useMemo(
    () => ({
      getRows: (params) => fetchOrders(params, { size: 400 }),
      ...groupAccessors,
    }),
    [],
  );

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        columns={orderColumns}
        dataSource={dataSource}
        initialState={{ columns: { columnVisibilityModel: { region: false } }, rowGrouping: { model: ['region'] } }}
      />
    </Box>
  );
}
