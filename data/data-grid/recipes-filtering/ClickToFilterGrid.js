import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { employees } from '../shared/employees';

const filterableByClick = new Set(['team', 'city']);

const columns = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team (click)', width: 130, cellClassName: 'clickable' },
  { field: 'city', headerName: 'City (click)', width: 130, cellClassName: 'clickable' },
];

// A click on a team or city cell filters the grid by that value.
export default function ClickToFilterGrid() {
  const [filterModel, setFilterModel] = React.useState({ items: [] });

  const handleCellClick = React.useCallback((params) => {
    if (!filterableByClick.has(params.field)) {
      return;
    }
    setFilterModel({ items: [{ id: 'click', field: params.field, operator: 'equals', value: String(params.value) }] });
  }, []);

  const item = filterModel.items[0];

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {item ? `Showing ${item.field} = ${item.value}` : 'Click a team or a city to filter.'}
        </Typography>
        {item ? (
          <Button size="small" onClick={() => setFilterModel({ items: [] })}>
            Clear
          </Button>
        ) : null}
      </Stack>
      <Box sx={{ height: 380, '& .clickable': { cursor: 'pointer', textDecoration: 'underline dotted' } }}>
        <DataGrid
          rows={employees}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          onCellClick={handleCellClick}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25]}
        />
      </Box>
    </Box>
  );
}
