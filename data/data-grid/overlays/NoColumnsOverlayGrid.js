import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, useGridApiContext } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'Monstera', light: 'Bright, indirect', water: 'Weekly' },
  { id: 2, name: 'Snake plant', light: 'Low', water: 'Every 3 weeks' },
  { id: 3, name: 'Basil', light: 'Full sun', water: 'Daily' },
];

const columns = [
  { field: 'name', headerName: 'Plant', flex: 1 },
  { field: 'light', headerName: 'Light', flex: 1 },
  { field: 'water', headerName: 'Water', width: 140 },
];

function AllColumnsHidden() {
  const apiRef = useGridApiContext();
  return (
    <GridOverlay>
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Every column is hidden.
        </Typography>
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setColumnVisibilityModel({})}>
          Show all columns
        </Button>
      </Box>
    </GridOverlay>
  );
}

export default function NoColumnsOverlayGrid() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ columns: { columnVisibilityModel: { name: false, light: false, water: false } } }}
        slots={{ noColumnsOverlay: AllColumnsHidden }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
