import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium } from '@mui/x-data-grid-premium';
import { createPivotDataSource, orderColumns, pivotingColDef, serverFunctions } from './pivotSetup';

// One compact line per key, wrapped to the box width.
function formatExchange(summary: string): string {
  const parsed: Record<string, unknown> = JSON.parse(summary);
  return Object.entries(parsed)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n\n');
}

export default function PivotRequestGrid() {
  const [exchange, setExchange] = React.useState('');
  const dataSource = React.useMemo(() => createPivotDataSource(setExchange), []);

  return (
    <Stack spacing={1}>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGridPremium
          columns={orderColumns}
          dataSource={dataSource}
          aggregationFunctions={serverFunctions}
          pivotingColDef={pivotingColDef}
          initialState={{
            pivoting: {
              enabled: true,
              model: {
                rows: [{ field: 'category' }],
                columns: [{ field: 'region' }],
                values: [
                  { field: 'units', aggFunc: 'sum' },
                  { field: 'revenue', aggFunc: 'max' },
                ],
              },
            },
          }}
        />
      </Box>
      <Typography variant="subtitle2" component="h3">
        Last request and the pivotColumns answered
      </Typography>
      <Box
        component="pre"
        role="status"
        sx={{
          m: 0,
          p: 1,
          fontSize: 12,
          maxHeight: 240,
          overflow: 'auto',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {exchange ? formatExchange(exchange) : '…'}
      </Box>
    </Stack>
  );
}
