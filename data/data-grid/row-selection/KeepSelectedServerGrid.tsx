import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel, type GridRowSelectionModel } from '@mui/x-data-grid';

interface Subscriber {
  id: number;
  email: string;
}

const serverRows: Subscriber[] = Array.from({ length: 40 }, (_, index) => ({
  id: index + 1,
  email: `reader${index + 1}@example.com`,
}));

function fetchPage({ page, pageSize }: GridPaginationModel): Promise<Subscriber[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(serverRows.slice(page * pageSize, (page + 1) * pageSize)), 400);
  });
}

const columns: GridColDef<Subscriber>[] = [
  { field: 'id', headerName: 'ID', width: 80 },
  { field: 'email', headerName: 'Email', flex: 1 },
];

export default function KeepSelectedServerGrid() {
  const [keep, setKeep] = React.useState(true);
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 5 });
  const [rows, setRows] = React.useState<Subscriber[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });

  React.useEffect(() => {
    let active = true;
    fetchPage(paginationModel).then((result) => {
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  const handlePaginationModelChange = React.useCallback((model: GridPaginationModel) => {
    setLoading(true);
    setPaginationModel(model);
  }, []);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={keep} onChange={(event) => setKeep(event.target.checked)} />}
        label="keepNonExistentRowsSelected"
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        Selected IDs: {selection.ids.size ? Array.from(selection.ids).join(', ') : 'none'}
      </Typography>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          checkboxSelection
          keepNonExistentRowsSelected={keep}
          disableRowSelectionExcludeModel
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          paginationMode="server"
          rowCount={serverRows.length}
          paginationModel={paginationModel}
          onPaginationModelChange={handlePaginationModelChange}
          pageSizeOptions={[5]}
        />
      </Box>
    </Stack>
  );
}
