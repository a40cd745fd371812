import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef, type GridPivotModel } from '@mui/x-data-grid-premium';
import { sales, type Sale } from '../shared/sales';

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'product', headerName: 'Product', width: 110 },
  { field: 'quarter', headerName: 'Quarter', width: 90 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue ($)', type: 'number', width: 120 },
];

export default function RevenuePivotGrid() {
  // Revenue per region (rows) and quarter (columns).
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>({
    rows: [{ field: 'region' }],
    columns: [{ field: 'quarter', sort: 'asc' }],
    values: [{ field: 'revenue', aggFunc: 'sum' }],
  });
  const [pivotActive, setPivotActive] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={pivotActive} onChange={(event) => setPivotActive(event.target.checked)} />}
        label="Pivot mode"
      />
      <Box sx={{ height: 440 }}>
        <DataGridPremium
          rows={sales}
          columns={columns}
          showToolbar
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
        />
      </Box>
    </Box>
  );
}
