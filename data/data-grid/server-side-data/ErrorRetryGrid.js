import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { fetchOrders } from '../shared/fakeServer';

const columns = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 110 },
];

export default function ErrorRetryGrid() {
  const apiRef = useGridApiRef();
  // A ref, so flipping the switch does not create a new data source (which would refetch).
  const failRef = React.useRef(false);
  const [failing, setFailing] = React.useState(false);
  const [error, setError] = React.useState(null);

  const dataSource = React.useMemo(
    () => ({
      getRows: (params) => fetchOrders(params, { delay: 600, fail: () => failRef.current }),
    }),
    [],
  );

  const retry = () => {
    setError(null);
    // skipCache: go back to the server even if an answer for these params was cached.
    apiRef.current?.dataSource.fetchRows(undefined, { skipCache: true });
  };

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={failing}
            onChange={(event) => {
              failRef.current = event.target.checked;
              setFailing(event.target.checked);
            }}
          />
        }
        label="Server is down"
      />
      {error ? (
        <Stack
          role="status"
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', p: 1, borderRadius: 1, bgcolor: 'warning.light', color: 'warning.contrastText' }}
        >
          <Typography variant="body2" sx={{ flex: 1, color: 'common.black' }}>
            Could not load orders: {error}
          </Typography>
          <Button size="small" variant="contained" color="inherit" onClick={retry} sx={{ color: 'common.black' }}>
            Retry
          </Button>
        </Stack>
      ) : null}
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={(dataSourceError) => setError(dataSourceError.message)}
          pageSizeOptions={[10]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
        />
      </Box>
    </Stack>
  );
}
