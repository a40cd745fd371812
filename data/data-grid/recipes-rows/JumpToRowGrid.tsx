import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Parcel {
  id: number;
  tracking: string;
  destination: string;
  status: string;
}

const cities = ['Oslo', 'Turin', 'Dakar', 'Quito', 'Hanoi', 'Perth', 'Riga', 'Cusco'];
const statuses = ['In transit', 'Out for delivery', 'Delivered', 'At depot'];

const rows: Parcel[] = Array.from({ length: 90 }, (_, index) => ({
  id: index + 1,
  tracking: `PK${String(100000 + index * 37).slice(-6)}`,
  destination: cities[(index * 5) % cities.length],
  status: statuses[(index * 3) % statuses.length],
}));

const columns: GridColDef<Parcel>[] = [
  { field: 'id', headerName: '#', width: 70 },
  { field: 'tracking', headerName: 'Tracking number', width: 170 },
  { field: 'destination', headerName: 'Destination', width: 140 },
  { field: 'status', headerName: 'Status', flex: 1, minWidth: 140 },
];

export default function JumpToRowGrid() {
  const apiRef = useGridApiRef();
  const [query, setQuery] = React.useState('PK101221');
  const [message, setMessage] = React.useState('Enter a tracking number and press Find.');

  const find = (event: React.FormEvent) => {
    event.preventDefault();
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const wanted = query.trim().toUpperCase();
    const parcel = rows.find((row) => row.tracking === wanted);
    // The index among the rows as displayed, after sorting and filtering.
    // It is undefined at runtime for a row that is filtered out, although typed as a number.
    const rowIndex: number | undefined = parcel ? api.getRowIndexRelativeToVisibleRows(parcel.id) : undefined;
    if (!parcel || rowIndex === undefined) {
      setMessage(`No visible parcel with tracking number ${wanted}.`);
      return;
    }
    api.scrollToIndexes({ rowIndex, colIndex: 0 });
    api.setRowSelectionModel({ type: 'include', ids: new Set([parcel.id]) });
    api.setCellFocus(parcel.id, 'tracking');
    setMessage(`Parcel ${wanted} is row ${rowIndex + 1}.`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack component="form" direction="row" spacing={1} onSubmit={find} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          label="Tracking number"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit" variant="contained" size="small">
          Find
        </Button>
        <Typography variant="body2" role="status">
          {message}
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
