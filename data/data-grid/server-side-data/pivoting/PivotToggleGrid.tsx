import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { createPivotDataSource, orderColumns, pivotingColDef, serverFunctions } from './pivotSetup';

const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [{ field: 'region' }],
  values: [{ field: 'units', aggFunc: 'sum' }],
};

export default function PivotToggleGrid() {
  const [pivotActive, setPivotActive] = React.useState(false);
  const [last, setLast] = React.useState('');
  const dataSource = React.useMemo(
    () =>
      createPivotDataSource((summary) => {
        const parsed: { pivotModel?: unknown } = JSON.parse(summary);
        setLast(parsed.pivotModel ? 'pivoted request (pivotModel sent)' : 'flat request (no pivotModel)');
      }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={pivotActive} onChange={(event) => setPivotActive(event.target.checked)} />}
          label="Pivot units by product and region"
        />
        <Typography variant="body2" role="status">
          Last: {last || '…'}
        </Typography>
      </Stack>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPremium
          columns={orderColumns}
          dataSource={dataSource}
          aggregationFunctions={serverFunctions}
          pivotingColDef={pivotingColDef}
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          pivotModel={pivotModel}
          pagination
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </Box>
    </Stack>
  );
}
