import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const rows = [
  { id: 1, plant: 'Monstera', water: 'Weekly', light: 'Bright, indirect' },
  { id: 2, plant: 'Snake plant', water: 'Every 3 weeks', light: 'Low to bright' },
  { id: 3, plant: 'Fiddle-leaf fig', water: 'Weekly', light: 'Bright' },
  { id: 4, plant: 'Pothos', water: 'Every 10 days', light: 'Low to medium' },
  { id: 5, plant: 'Calathea', water: 'Twice a week', light: 'Medium, indirect' },
];

const columns: GridColDef[] = [
  { field: 'plant', headerName: 'Plant', flex: 1 },
  { field: 'water', headerName: 'Water', width: 150 },
  { field: 'light', headerName: 'Light', width: 170 },
];

export default function RowHoverSlotProps() {
  const [hoveredId, setHoveredId] = React.useState<string | null>(null);

  // Event handlers for the default row component: no custom slot needed.
  const rowProps = React.useMemo(
    () => ({
      onMouseEnter: (event: React.MouseEvent<HTMLDivElement>) => setHoveredId(event.currentTarget.dataset.id ?? null),
      onMouseLeave: () => setHoveredId(null),
    }),
    [],
  );

  const hovered = rows.find((row) => String(row.id) === hoveredId);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" role="status" sx={{ mb: 1, minHeight: 24 }}>
        {hovered ? `${hovered.plant}: water ${hovered.water.toLowerCase()}.` : 'Point at a row.'}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGrid rows={rows} columns={columns} slotProps={{ row: rowProps }} />
      </Box>
    </Box>
  );
}
