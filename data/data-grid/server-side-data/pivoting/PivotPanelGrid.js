import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GridSidebarValue } from '@mui/x-data-grid-premium';
import { createPivotDataSource, orderColumns, pivotingColDef, serverFunctions } from './pivotSetup';

export default function PivotPanelGrid() {
  const dataSource = React.useMemo(() => createPivotDataSource(), []);

  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPremium
        columns={orderColumns}
        dataSource={dataSource}
        aggregationFunctions={serverFunctions}
        pivotingColDef={pivotingColDef}
        showToolbar
        initialState={{
          sidebar: { open: true, value: GridSidebarValue.Pivot },
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'rep' }],
              columns: [{ field: 'quarter' }],
              values: [{ field: 'units', aggFunc: 'sum' }],
            },
          },
        }}
      />
    </Box>
  );
}
