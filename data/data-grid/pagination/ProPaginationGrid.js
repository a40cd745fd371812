import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { makeOrders } from './orders';

const rows = makeOrders(1000);

const columns = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

export default function ProPaginationGrid() {
  const [paginated, setPaginated] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={paginated} onChange={(event) => setPaginated(event.target.checked)} />}
        label="Paginate (otherwise scroll through all 1,000 rows)"
      />
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pagination={paginated}
          pageSizeOptions={[25, 250, 1000]}
          initialState={{ pagination: { paginationModel: { pageSize: 250 } } }}
          density="compact"
        />
      </Box>
    </Stack>
  );
}
