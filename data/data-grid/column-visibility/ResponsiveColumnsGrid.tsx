import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type ElementSize, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { staff, type Staff } from '../shared/staff';

const columns: GridColDef<Staff>[] = [
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'email', headerName: 'Email', width: 220 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 120 },
];

// Below each width, the listed columns are hidden.
const visibilityForWidth = (width: number): GridColumnVisibilityModel => ({
  email: width >= 560,
  country: width >= 440,
  department: width >= 360,
});

export default function ResponsiveColumnsGrid() {
  const [containerWidth, setContainerWidth] = React.useState(100);
  const [model, setModel] = React.useState<GridColumnVisibilityModel>({});
  const [gridWidth, setGridWidth] = React.useState(0);

  const handleResize = React.useCallback((size: ElementSize) => {
    setGridWidth(Math.round(size.width));
    setModel(visibilityForWidth(size.width));
  }, []);

  return (
    <Stack spacing={1}>
      <Typography id="responsive-width-label" variant="body2">
        Container width: {containerWidth}% (grid: {gridWidth} px)
      </Typography>
      <Slider
        aria-labelledby="responsive-width-label"
        value={containerWidth}
        min={30}
        max={100}
        onChange={(_event, value) => setContainerWidth(value as number)}
        sx={{ maxWidth: 320 }}
      />
      <Box sx={{ height: 340, width: `${containerWidth}%` }}>
        <DataGrid
          rows={staff}
          columns={columns}
          columnVisibilityModel={model}
          onColumnVisibilityModelChange={setModel}
          onResize={handleResize}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
