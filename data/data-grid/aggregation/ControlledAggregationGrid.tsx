import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridAggregationModel, type GridColDef } from '@mui/x-data-grid-premium';
import { orders, type Order } from './orders';

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', width: 140 },
  { field: 'channel', headerName: 'Channel', width: 110 },
  { field: 'units', headerName: 'Units', type: 'number', width: 120 },
  { field: 'unitPrice', headerName: 'Unit price ($)', type: 'number', width: 150 },
];

export default function ControlledAggregationGrid() {
  const [model, setModel] = React.useState<GridAggregationModel>({ units: 'sum' });

  const handleUnitsChange = (fn: string) => {
    // An empty string removes the column from the model, which removes its aggregation.
    const { units: _previous, ...others } = model;
    setModel(fn ? { ...others, units: fn } : others);
  };

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="units-aggregation-label">Units aggregation</InputLabel>
          <Select
            labelId="units-aggregation-label"
            label="Units aggregation"
            value={model.units ?? ''}
            onChange={(event) => handleUnitsChange(event.target.value)}
          >
            <MenuItem value="">None</MenuItem>
            <MenuItem value="sum">sum</MenuItem>
            <MenuItem value="avg">avg</MenuItem>
            <MenuItem value="min">min</MenuItem>
            <MenuItem value="max">max</MenuItem>
          </Select>
        </FormControl>
        <Typography variant="body2" component="code" sx={{ fontFamily: 'monospace' }}>
          aggregationModel = {JSON.stringify(model)}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={orders}
          columns={columns}
          aggregationModel={model}
          onAggregationModelChange={(next) => setModel(next)}
        />
      </Box>
    </Stack>
  );
}
