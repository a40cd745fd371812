import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid } from '@mui/x-data-grid';

const rows = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  city: ['Accra', 'Bogotá', 'Chennai', 'Dublin', 'Espoo', 'Fukuoka'][index % 6],
  temperature: 8 + ((index * 5) % 24),
}));

const columns = [
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'temperature', headerName: 'Temp (°C)', type: 'number', width: 120 },
];

// rowHeight sets the base height; density scales it (compact ×0.7, comfortable ×1.3).
export default function DensityAndHeightGrid() {
  const [density, setDensity] = React.useState('standard');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_event, value) => value && setDensity(value)}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowHeight={44}
          density={density}
          onDensityChange={setDensity}
          hideFooter
        />
      </Box>
    </Box>
  );
}
