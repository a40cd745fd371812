import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createPivotDataSource, orderColumns, pivotingColDef, serverFunctions } from './pivotSetup';

export default function ServerPivotingGrid() {
  const dataSource = React.useMemo(() => createPivotDataSource(), []);

  return (
    <Box sx={{ height: 430, width: '100%' }}>
      <DataGridPremium
        columns={orderColumns}
        dataSource={dataSource}
        aggregationFunctions={serverFunctions}
        pivotingColDef={pivotingColDef}
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'region' }],
              columns: [{ field: 'year' }],
              values: [{ field: 'revenue', aggFunc: 'sum' }],
            },
          },
        }}
      />
    </Box>
  );
}
