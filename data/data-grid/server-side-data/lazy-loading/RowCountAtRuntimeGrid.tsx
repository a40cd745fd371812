import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridDataSource } from '@mui/x-data-grid-pro';
import { fetchOrders } from '../../shared/fakeServer';
import { orderColumns } from './orderColumns';

const TOTAL = 180;

export default function RowCountAtRuntimeGrid() {
  const apiRef = useGridApiRef();
  const [rowCount, setRowCountCaption] = React.useState<number | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const response = await fetchOrders(params, { size: TOTAL, delay: 500 });
        // This server never tells the total: the count has to come from somewhere else.
        return { rows: response.rows };
      },
    }),
    [],
  );

  let mode = 'waiting for the first answer';
  if (rowCount === -1) {
    mode = 'infinite loading (count unknown)';
  } else if (rowCount !== null) {
    mode = `viewport loading (${rowCount} rows)`;
  }

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setRowCount(TOTAL)}>
          setRowCount({TOTAL})
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setRowCount(-1)}>
          setRowCount(-1)
        </Button>
        <Typography variant="body2" role="status">
          Mode: {mode}
        </Typography>
      </Stack>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPro
          apiRef={apiRef}
          columns={orderColumns}
          dataSource={dataSource}
          lazyLoading
          onRowCountChange={setRowCountCaption}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 40 } } }}
        />
      </Box>
    </Stack>
  );
}
