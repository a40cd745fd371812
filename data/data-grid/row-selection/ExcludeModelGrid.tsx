import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { tasks, type Task } from './tasks';

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 170 },
  { field: 'owner', headerName: 'Owner', width: 100 },
];

const describe = (model: GridRowSelectionModel) => JSON.stringify({ type: model.type, ids: Array.from(model.ids) });

export default function ExcludeModelGrid() {
  const [explicitIds, setExplicitIds] = React.useState(false);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={explicitIds}
            onChange={(event) => {
              setExplicitIds(event.target.checked);
              setSelection({ type: 'include', ids: new Set() });
            }}
          />
        }
        label="disableRowSelectionExcludeModel"
      />
      <Box
        component="pre"
        aria-label="Current selection model"
        sx={{ m: 0, p: 1, fontSize: 12, bgcolor: 'action.hover', borderRadius: 1, whiteSpace: 'pre-wrap' }}
      >
        {describe(selection)}
      </Box>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={tasks}
          columns={columns}
          checkboxSelection
          disableRowSelectionExcludeModel={explicitIds}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
