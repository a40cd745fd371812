import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';

// Initial rows live outside the component: they are never replaced through props.
const initialRows = [
  { id: 1, name: 'Notebook', stock: 40 },
  { id: 2, name: 'Pencil', stock: 120 },
  { id: 3, name: 'Eraser', stock: 65 },
];

const columns = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 110 },
];

export default function UpdateRowsApiGrid() {
  const apiRef = useGridApiRef();
  const nextId = React.useRef(4);

  const sellOne = () => {
    const row = apiRef.current?.getRow(1);
    if (row) {
      apiRef.current?.updateRows([{ id: 1, stock: Math.max(0, row.stock - 1) }]); // merge one field
    }
  };
  const addItem = () => {
    const id = nextId.current;
    nextId.current += 1;
    apiRef.current?.updateRows([{ id, name: `New item ${id}`, stock: 10 }]); // insert
  };
  const deleteLast = () => {
    const ids = apiRef.current?.getAllRowIds() ?? [];
    if (ids.length > 0) {
      apiRef.current?.updateRows([{ id: ids[ids.length - 1], _action: 'delete' }]); // delete
    }
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={sellOne}>
          Sell one notebook
        </Button>
        <Button size="small" variant="outlined" onClick={addItem}>
          Add item
        </Button>
        <Button size="small" variant="outlined" color="error" onClick={deleteLast}>
          Delete last row
        </Button>
      </Stack>
      <Box sx={{ height: 300, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={initialRows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
