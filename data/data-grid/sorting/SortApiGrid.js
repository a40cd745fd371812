import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { products } from './products';

const columns = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 140 },
  { field: 'price', headerName: 'Price ($)', type: 'number', width: 110 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

export default function SortApiGrid() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Sort, then read the first three rows.');

  const readTopThree = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // getSortedRowIds follows the current sort model, before pagination.
    const top = api
      .getSortedRowIds()
      .slice(0, 3)
      .map((id) => {
        const row = api.getRow(id);
        return row ? `${row.name} (#${row.id})` : String(id);
      });
    setSummary(`Top three: ${top.join(', ')}`);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.sortColumn('stock', 'asc')}>
          Sort by stock ↑
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.sortColumn('price', 'desc')}>
          Sort by price ↓
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setSortModel([])}>
          Clear
        </Button>
        <Button size="small" variant="contained" onClick={readTopThree}>
          Read top three
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {summary}
      </Typography>
      <Box sx={{ height: 330, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={products} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
