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

function parseSavedState(saved) {
  try {
    return saved ? JSON.parse(saved) : {};
  } catch {
    return {};
  }
}

const subscribe = () => () => {};
const getStoredText = () => window.localStorage.getItem(STORAGE_KEY);
// On the server (and while hydrating) storage is unknown: undefined, not "nothing saved".
const getServerText = () => undefined;

function EmployeeGrid() {
  const apiRef = useGridApiRef();
  const storedText = React.useSyncExternalStore(subscribe, getStoredText, getServerText);
  const initialState = React.useMemo(
    () => (storedText === undefined ? undefined : parseSavedState(storedText)),
    [storedText],
  );

  React.useEffect(() => {
    const api = apiRef.current;
    if (!initialState || !api) {
      return undefined;
    }
    const save = () => {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(api.exportState()));
    };
    // Save after each change the layout is made of. Saving on unmount would be too late:
    // by the time this cleanup runs, the grid has already torn down its API.
    const unsubscribers = [
      api.subscribeEvent('sortModelChange', save),
      api.subscribeEvent('filterModelChange', save),
      api.subscribeEvent('paginationModelChange', save),
      api.subscribeEvent('columnVisibilityModelChange', save),
      api.subscribeEvent('columnWidthChange', save),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [apiRef, initialState]);

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
