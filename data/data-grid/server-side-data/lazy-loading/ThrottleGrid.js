import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { fetchOrders } from '../../shared/fakeServer';
import { orderColumns } from './orderColumns';

export default function ThrottleGrid() {
  const [throttleMs, setThrottleMs] = React.useState(500);
  const [requests, setRequests] = React.useState(0);

  const dataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        setRequests((count) => count + 1);
        return fetchOrders(params, { size: 10000, delay: 400 });
      },
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 220 }}>
          <InputLabel id="throttle-label">Request throttle (ms)</InputLabel>
          <Select
            labelId="throttle-label"
            label="Request throttle (ms)"
            value={throttleMs}
            onChange={(event) => setThrottleMs(Number(event.target.value))}
          >
            <MenuItem value={0}>0 (no throttle)</MenuItem>
            <MenuItem value={500}>500 (default)</MenuItem>
            <MenuItem value={2000}>2000</MenuItem>
          </Select>
        </FormControl>
        <Typography variant="body2" role="status">
          Requests sent: {requests}
        </Typography>
      </Stack>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGridPro
          columns={orderColumns}
          dataSource={dataSource}
          dataSourceCache={null}
          lazyLoading
          lazyLoadingRequestThrottleMs={throttleMs}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 25 } } }}
        />
      </Box>
    </Stack>
  );
}
