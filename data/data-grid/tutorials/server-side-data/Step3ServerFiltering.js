import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, getGridNumericOperators, getGridStringOperators } from '@mui/x-data-grid';
import { fetchOrders } from '../../shared/fakeServer';
import { describeRequest } from './describeRequest';

// Offer only the operators the backend implements.
const textOperators = getGridStringOperators().filter((op) => ['contains', 'equals', 'startsWith'].includes(op.value));
const numberOperators = getGridNumericOperators().filter((op) => ['=', '>', '<'].includes(op.value));

const columns = [
  { field: 'id', headerName: 'Order', width: 80, filterable: false },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140, filterOperators: textOperators },
  { field: 'product', headerName: 'Product', width: 130, filterOperators: textOperators },
  { field: 'region', headerName: 'Region', width: 120, filterOperators: textOperators },
  { field: 'units', headerName: 'Units', type: 'number', width: 90, filterOperators: numberOperators },
];

export default function Step3ServerFiltering() {
  const [request, setRequest] = React.useState('');
  const [total, setTotal] = React.useState();

  const dataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        // Step 3: the filter model (panel items and quick filter words) goes to the server too.
        setRequest(describeRequest(params, ['sort', 'filter']));
        const response = await fetchOrders(params);
        setTotal(response.rowCount);
        return response;
      },
    }),
    [],
  );

  return (
    <Stack spacing={1}>
      <Typography variant="body2" role="status" sx={{ fontFamily: 'monospace' }}>
        {request} → {total ?? '…'} matching orders
      </Typography>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          hideFooter
          showToolbar
          initialState={{
            filter: { filterModel: { items: [{ field: 'region', operator: 'equals', value: 'North' }] } },
          }}
        />
      </Box>
    </Stack>
  );
}
