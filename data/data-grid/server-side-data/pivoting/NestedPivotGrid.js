import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createPivotDataSource, orderColumns, pivotingColDef, serverFunctions } from './pivotSetup';

export default function NestedPivotGrid() {
  const dataSource = React.useMemo(() => createPivotDataSource(), []);

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        columns={orderColumns}
        dataSource={dataSource}
        aggregationFunctions={serverFunctions}
        pivotingColDef={pivotingColDef}
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              // Two row levels: regions, expandable into categories (one request per region).
              rows: [{ field: 'region' }, { field: 'category' }],
              // Two column levels, newest year first.
              columns: [{ field: 'year', sort: 'desc' }, { field: 'quarter' }],
              values: [{ field: 'revenue', aggFunc: 'sum' }],
            },
          },
        }}
      />
    </Box>
  );
}
