import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { products } from './products';

const columns = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110 },
];

// Stands in for a backend: sorts a copy of the data after a short delay.
function fetchSorted(model) {
  return new Promise((resolve) => {
    setTimeout(() => {
      const item = model[0];
      if (!item || !item.sort) {
        resolve(products);
        return;
      }
      const direction = item.sort === 'asc' ? 1 : -1;
      const field = item.field;
      const sorted = [...products].sort((a, b) => (a[field] > b[field] ? 1 : a[field] < b[field] ? -1 : 0) * direction);
      resolve(sorted);
    }, 600);
  });
}

export default function ServerSortGrid() {
  const [sortModel, setSortModel] = React.useState([]);
  const [rows, setRows] = React.useState([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    fetchSorted(sortModel).then((result) => {
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [sortModel]);

  // Show the loading state as soon as the model changes; the effect then fetches.
  const handleModelChange = React.useCallback((model) => {
    setLoading(true);
    setSortModel(model);
  }, []);
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={handleModelChange}
        loading={loading}
        hideFooter
      />
    </Box>
  );
}
