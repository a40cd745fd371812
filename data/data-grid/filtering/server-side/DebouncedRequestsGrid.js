import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { fetchStatusOptions, queryOrders } from './orders';

export default function DebouncedRequestsGrid() {
  const [filterModel, setFilterModel] = React.useState({ items: [] });
  const [paginationModel, setPaginationModel] = React.useState({
    page: 0,
    pageSize: 10,
  });
  const [rows, setRows] = React.useState([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(false);
  const [statusOptions, setStatusOptions] = React.useState([]);
  const [log, setLog] = React.useState([]);

  // The options of the Status filter come from the server as well.
  React.useEffect(() => {
    let active = true;
    fetchStatusOptions().then((options) => {
      if (active) {
        setStatusOptions(options);
      }
    });
    return () => {
      active = false;
    };
  }, []);

  const latestRequest = React.useRef(0);

  // Called from event handlers: one request per filter or page change.
  const load = React.useCallback((filter, page) => {
    latestRequest.current += 1;
    const requestId = latestRequest.current;
    const items = filter.items.map(({ field, operator, value }) => ({ field, operator, value }));
    setLog((previous) => [`#${requestId} ${JSON.stringify(items)} page ${page.page + 1}`, ...previous].slice(0, 5));
    setLoading(true);
    queryOrders({
      filterModel: filter,
      start: page.page * page.pageSize,
      pageSize: page.pageSize,
    }).then((response) => {
      // Ignore answers to requests that a newer one has replaced.
      if (requestId === latestRequest.current) {
        setRows(response.rows);
        setRowCount(response.rowCount);
        setLoading(false);
      }
    });
  }, []);

  // First page on mount; the server call resolves later, so state is set asynchronously.
  const initialLoad = React.useRef(false);
  React.useEffect(() => {
    if (!initialLoad.current) {
      initialLoad.current = true;
      load({ items: [] }, { page: 0, pageSize: 10 });
    }
  }, [load]);

  const handleFilterModelChange = React.useCallback(
    (model) => {
      // A new filter changes the result set: start again on the first page.
      const firstPage = { ...paginationModel, page: 0 };
      setFilterModel(model);
      setPaginationModel(firstPage);
      load(model, firstPage);
    },
    [load, paginationModel],
  );

  const handlePaginationModelChange = React.useCallback(
    (model) => {
      setPaginationModel(model);
      load(filterModel, model);
    },
    [load, filterModel],
  );

  const columns = React.useMemo(
    () => [
      { field: 'id', headerName: 'Order', width: 90, type: 'number', filterable: false },
      { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
      {
        field: 'status',
        headerName: 'Status',
        width: 130,
        type: 'singleSelect',
        valueOptions: statusOptions,
      },
      { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
    ],
    [statusOptions],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowCount={rowCount}
          loading={loading}
          filterMode="server"
          paginationMode="server"
          filterModel={filterModel}
          onFilterModelChange={handleFilterModelChange}
          paginationModel={paginationModel}
          onPaginationModelChange={handlePaginationModelChange}
          pageSizeOptions={[10]}
          filterDebounceMs={600}
          disableColumnSorting
        />
      </Box>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        Latest requests
      </Typography>
      <List dense disablePadding>
        {log.map((entry) => (
          <ListItem key={entry} disableGutters sx={{ fontFamily: 'monospace', fontSize: 12 }}>
            {entry}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
