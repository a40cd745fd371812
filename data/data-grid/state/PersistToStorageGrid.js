import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef } from '@mui/x-data-grid';
import { employees } from '../shared/employees';

const columns = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

const STORAGE_KEY = 'docs-state-demo-layout';

function readSavedState() {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    return saved ? JSON.parse(saved) : {};
  } catch {
    return {};
  }
}

function EmployeeGrid() {
  const apiRef = useGridApiRef();
  // undefined until the browser storage has been read: the grid must mount with its final initialState.
  const [initialState, setInitialState] = React.useState();

  React.useEffect(() => {
    setInitialState(readSavedState());

    const save = () => {
      if (apiRef.current) {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(apiRef.current.exportState()));
      }
    };
    // Save when the page is closed, and when this component unmounts.
    window.addEventListener('beforeunload', save);
    return () => {
      window.removeEventListener('beforeunload', save);
      save();
    };
  }, [apiRef]);

  if (!initialState) {
    return <Typography variant="body2">Loading the saved layout…</Typography>;
  }

  return (
    <DataGrid
      apiRef={apiRef}
      rows={employees}
      columns={columns}
      initialState={{ ...initialState, pagination: { paginationModel: { pageSize: 5 }, ...initialState.pagination } }}
      pageSizeOptions={[5, 10]}
    />
  );
}

export default function PersistToStorageGrid() {
  const [mountKey, setMountKey] = React.useState(0);

  const forget = () => {
    window.localStorage.removeItem(STORAGE_KEY);
    setMountKey((key) => key + 1);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => setMountKey((key) => key + 1)}>
          Remount the grid
        </Button>
        <Button size="small" onClick={forget}>
          Forget saved layout
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <EmployeeGrid key={mountKey} />
      </Box>
    </Stack>
  );
}
