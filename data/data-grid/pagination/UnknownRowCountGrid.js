import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { makeOrders } from './orders';

const serverRows = makeOrders(43);

const columns = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'status', headerName: 'Status', width: 120 },
];

// The endpoint knows whether more rows follow, but never how many there are in total.
function fetchPage({ page, pageSize }) {
  return new Promise((resolve) => {
    setTimeout(() => {
      const start = page * pageSize;
      resolve({
        rows: serverRows.slice(start, start + pageSize),
        hasMore: start + pageSize < serverRows.length,
      });
    }, 500);
  });
}

export default function UnknownRowCountGrid() {
  const [paginationModel, setPaginationModel] = React.useState({ page: 0, pageSize: 10 });
  const [rows, setRows] = React.useState([]);
  const [hasNextPage, setHasNextPage] = React.useState(true);
  const [rowCount, setRowCount] = React.useState(-1);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    fetchPage(paginationModel).then((response) => {
      if (!active) {
        return;
      }
      setRows(response.rows);
      setHasNextPage(response.hasMore);
      if (!response.hasMore) {
        // On the last page the total is finally known.
        setRowCount(paginationModel.page * paginationModel.pageSize + response.rows.length);
      }
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  // Show the loading state as soon as a new page is requested; the effect then fetches it.
  const handlePaginationModelChange = React.useCallback((model) => {
    setLoading(true);
    setPaginationModel(model);
  }, []);

  const paginationMeta = React.useMemo(() => ({ hasNextPage }), [hasNextPage]);

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        {rowCount === -1 ? 'Total unknown: the footer shows an estimate.' : `Total discovered: ${rowCount} orders.`}
      </Typography>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={handlePaginationModelChange}
          pageSizeOptions={[10]}
          rowCount={rowCount}
          estimatedRowCount={50}
          paginationMeta={paginationMeta}
          loading={loading}
          density="compact"
        />
      </Box>
    </Stack>
  );
}
