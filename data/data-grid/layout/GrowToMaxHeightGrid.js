import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';

const owners = ['Aya', 'Bram', 'Chidi', 'Dana'];

const makeTask = (id) => ({ id, title: `Follow-up #${id}`, owner: owners[id % owners.length] });

const columns = [
  { field: 'title', headerName: 'Task', flex: 1 },
  { field: 'owner', headerName: 'Owner', width: 120 },
];

export default function GrowToMaxHeightGrid() {
  const [rows, setRows] = React.useState(() => [makeTask(1), makeTask(2)]);

  const add = (count) =>
    setRows((previous) => [
      ...previous,
      ...Array.from({ length: count }, (_, index) => makeTask(previous.length + index + 1)),
    ]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => add(1)}>
          Add a row
        </Button>
        <Button size="small" variant="outlined" onClick={() => add(5)}>
          Add 5 rows
        </Button>
        <Button size="small" onClick={() => setRows((previous) => previous.slice(0, 1))}>
          Keep one row
        </Button>
      </Stack>
      {/* A flex column parent with bounds: the grid grows with its rows between 150 and 400 px. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 150, maxHeight: 400 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
