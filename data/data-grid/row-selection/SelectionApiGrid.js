import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { tasks } from './tasks';

const columns = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 170 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'points', headerName: 'Points', type: 'number', width: 90 },
];

export default function SelectionApiGrid() {
  const apiRef = useGridApiRef();
  const [report, setReport] = React.useState('');

  const selectOpen = () => {
    const openIds = tasks.filter((task) => task.status === 'Open').map((task) => task.id);
    // Replaces the selection; in Pro, selectRows(openIds, true, true) does the same.
    apiRef.current?.setRowSelectionModel({ type: 'include', ids: new Set(openIds) });
  };

  const summarize = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // getSelectedRows returns a Map of id → row, whatever the model type.
    const selected = Array.from(api.getSelectedRows().values());
    const points = selected.reduce((sum, task) => sum + task.points, 0);
    const first = api.isRowSelected(1) ? 'Task 1 is selected.' : 'Task 1 is not selected.';
    setReport(`${selected.length} tasks, ${points} points. ${first}`);
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={selectOpen}>
          Select open tasks
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.selectRow(1, true)}>
          Add task 1
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setRowSelectionModel({ type: 'include', ids: new Set() })}>
          Clear
        </Button>
        <Button size="small" variant="contained" onClick={summarize}>
          Summarize selection
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {report || 'Select rows, then summarize.'}
      </Typography>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid apiRef={apiRef} rows={tasks} columns={columns} checkboxSelection hideFooter />
      </Box>
    </Stack>
  );
}
