import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { makeOrders, type Order } from './orders';

const rows = makeOrders(60);

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function AutoPageSizeGrid() {
  const [height, setHeight] = React.useState(300);

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={height}
        onChange={(_event, value: number | null) => value !== null && setHeight(value)}
        aria-label="Grid height"
      >
        <ToggleButton value={300}>300 px</ToggleButton>
        <ToggleButton value={420}>420 px</ToggleButton>
        <ToggleButton value={560}>560 px</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} autoPageSize density="compact" />
      </Box>
    </Stack>
  );
}
