import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
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

const presets: Record<string, GridPivotModel> = {
  'Revenue by quarter': {
    rows: [{ field: 'region' }],
    columns: [{ field: 'quarter', sort: 'asc' }],
    values: [{ field: 'revenue', aggFunc: 'sum' }],
  },
  'Units by product': {
    rows: [{ field: 'country' }],
    columns: [{ field: 'product', sort: 'asc' }],
    values: [{ field: 'units', aggFunc: 'sum' }],
  },
  'Average deal': {
    rows: [{ field: 'product' }],
    columns: [],
    values: [
      { field: 'revenue', aggFunc: 'avg' },
      { field: 'units', aggFunc: 'avg' },
    ],
  },
};

type PresetName = keyof typeof presets;

export default function PivotPresetsGrid() {
  const [preset, setPreset] = React.useState<PresetName | null>('Revenue by quarter');
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>(presets['Revenue by quarter']);
  const [panelOpen, setPanelOpen] = React.useState(false);

  const choose = (name: PresetName | null) => {
    if (name) {
      setPreset(name);
      setPivotModel(presets[name]);
    }
  };

  // Any change made in the panel means the view no longer matches a preset.
  const handleModelChange = (model: GridPivotModel) => {
    setPivotModel(model);
    setPreset(null);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={preset}
          onChange={(_event, value: PresetName | null) => choose(value)}
          aria-label="Saved pivot views"
        >
          {Object.keys(presets).map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button size="small" variant="outlined" onClick={() => setPanelOpen((open) => !open)}>
          {panelOpen ? 'Close pivot panel' : 'Customize…'}
        </Button>
      </Stack>
      <Box sx={{ height: 440 }}>
        <DataGridPremium
          rows={sales}
          columns={columns}
          pivotActive
          pivotModel={pivotModel}
          onPivotModelChange={handleModelChange}
          pivotPanelOpen={panelOpen}
          onPivotPanelOpenChange={setPanelOpen}
          showToolbar
        />
      </Box>
    </Stack>
  );
}
