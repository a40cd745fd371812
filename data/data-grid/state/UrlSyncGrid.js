import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid } from '@mui/x-data-grid';
import { staff } from '../shared/staff';

const columns = [
  { field: 'firstName', headerName: 'First name', width: 130 },
  { field: 'lastName', headerName: 'Last name', width: 130 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 110 },
];

// The grid's models are written to, and read from, a query string.
function toQuery(sortModel, filterModel) {
  const params = new URLSearchParams();
  if (sortModel[0]?.sort) {
    params.set('sort', `${sortModel[0].field}.${sortModel[0].sort}`);
  }
  const words = filterModel.quickFilterValues ?? [];
  if (words.length > 0) {
    params.set('q', words.join(' '));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function fromQuery(query) {
  const params = new URLSearchParams(query);
  const [field, direction] = (params.get('sort') ?? '').split('.');
  const sortModel = field && (direction === 'asc' || direction === 'desc') ? [{ field, sort: direction }] : [];
  const words = (params.get('q') ?? '').split(' ').filter(Boolean);
  return { sortModel, filterModel: { items: [], quickFilterValues: words } };
}

export default function UrlSyncGrid() {
  const [query, setQuery] = React.useState('?sort=lastName.asc&q=engineering');
  const { sortModel, filterModel } = React.useMemo(() => fromQuery(query), [query]);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <TextField
        size="small"
        label="Address bar (query string)"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={staff}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={(model) => setQuery(toQuery(model, filterModel))}
          filterModel={filterModel}
          onFilterModelChange={(model) => setQuery(toQuery(sortModel, model))}
          disableColumnFilter
          showToolbar
          hideFooter
        />
      </Box>
    </Stack>
  );
}
