import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, Toolbar, gridRowSelectionCountSelector, useGridApiContext, useGridSelector } from '@mui/x-data-grid';
import { tasks as initialTasks } from './tasks';

const columns = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 170 },
  { field: 'owner', headerName: 'Owner', width: 100 },
  { field: 'status', headerName: 'Status', width: 110 },
];

const isNotDone = (params) => params.row.status !== 'Done';

const ActionsContext = React.createContext({
  markDone: () => {},
});

function BulkToolbar() {
  const apiRef = useGridApiContext();
  const count = useGridSelector(apiRef, gridRowSelectionCountSelector);
  const { markDone } = React.useContext(ActionsContext);

  const handleMarkDone = () => {
    const ids = new Set(Array.from(apiRef.current.getSelectedRows().keys()));
    markDone(ids);
    apiRef.current.setRowSelectionModel({ type: 'include', ids: new Set() });
  };

  return (
    <Toolbar>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1, px: 0.5 }}>
        <Typography variant="body2" aria-live="polite">
          {count === 0 ? 'Select tasks to act on them' : `${count} selected`}
        </Typography>
        <Button size="small" variant="contained" disabled={count === 0} onClick={handleMarkDone}>
          Mark as done
        </Button>
      </Box>
    </Toolbar>
  );
}

export default function BulkActionsGrid() {
  const [rows, setRows] = React.useState(initialTasks);

  const actions = React.useMemo(
    () => ({
      markDone: (ids) =>
        setRows((previous) => previous.map((task) => (ids.has(task.id) ? { ...task, status: 'Done' } : task))),
    }),
    [],
  );

  return (
    <ActionsContext.Provider value={actions}>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          isRowSelectable={isNotDone}
          slots={{ toolbar: BulkToolbar }}
          showToolbar
          hideFooterSelectedRowCount
        />
      </Box>
    </ActionsContext.Provider>
  );
}
