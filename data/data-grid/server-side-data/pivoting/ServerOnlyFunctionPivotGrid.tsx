import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridAggregationFunctionDataSource,
} from '@mui/x-data-grid-premium';
import { pivotFieldName } from '../../shared/fakeServer';
import { createPivotDataSource, orderColumns, serverFunctions } from './pivotSetup';

// A function only the server can compute: the grid needs its name, label and column types, no `apply`.
const functions: Record<string, GridAggregationFunctionDataSource> = {
  ...serverFunctions,
  p90: { label: '90th percentile', columnTypes: ['number'] },
};

// Besides the field the server uses, the callback may set the header and width of each pivot column.
const pivotingColDef: DataGridPremiumProps['pivotingColDef'] = (originalField, columnGroupPath) => ({
  field: pivotFieldName(columnGroupPath, originalField),
  headerName: `${columnGroupPath.join(' ')} ${originalField === 'revenue' ? 'deal size' : originalField}`,
  width: 150,
});

export default function ServerOnlyFunctionPivotGrid() {
  const dataSource = React.useMemo(() => createPivotDataSource(), []);

  return (
    <Box sx={{ height: 430, width: '100%' }}>
      <DataGridPremium
        columns={orderColumns}
        dataSource={dataSource}
        aggregationFunctions={functions}
        pivotingColDef={pivotingColDef}
        showToolbar
        initialState={{
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'region' }],
              columns: [{ field: 'year' }],
              values: [{ field: 'revenue', aggFunc: 'p90' }],
            },
          },
        }}
      />
    </Box>
  );
}
