import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { makeOrders, type Order } from './orders';

const serverRows = makeOrders(137);

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'total', headerName: 'Total ($)', type: 'number', width: 110 },
];

interface PageResponse {
  rows: Order[];
  total: number;
}

// Pretend endpoint: returns one page and the total count after 500 ms.
function fetchPage({ page, pageSize }: GridPaginationModel): Promise<PageResponse> {
  return new Promise((resolve) => {
    setTimeout(() => {
      resolve({ rows: serverRows.slice(page * pageSize, (page + 1) * pageSize), total: serverRows.length });
    }, 500);
  });
}

export default function ServerPaginationGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [rows, setRows] = React.useState<Order[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    fetchPage(paginationModel).then((response) => {
      if (active) {
        setRows(response.rows);
        setRowCount(response.total);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  // Show the loading state as soon as the model changes; the effect then fetches.
  const handleModelChange = React.useCallback((model: GridPaginationModel) => {
    setLoading(true);
    setPaginationModel(model);
  }, []);
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={rowCount}
        paginationModel={paginationModel}
        onPaginationModelChange={handleModelChange}
        pageSizeOptions={[10, 25]}
        loading={loading}
      />
    </Box>
  );
}
