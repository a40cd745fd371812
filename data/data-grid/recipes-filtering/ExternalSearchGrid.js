import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { employees } from '../shared/employees';

const columns = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'city', headerName: 'City', width: 120 },
];

// Waits until the value has not changed for `delay` milliseconds.
function useDebouncedValue(value, delay) {
  const [debounced, setDebounced] = React.useState(value);
  React.useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export default function ExternalSearchGrid() {
  const [search, setSearch] = React.useState('');
  const debouncedSearch = useDebouncedValue(search, 300);

  // The search box owns the quick filter values; column filters set from the grid are kept.
  const [items, setItems] = React.useState([]);
  const filterModel = React.useMemo(
    () => ({ items, quickFilterValues: debouncedSearch.split(' ').filter((word) => word !== '') }),
    [items, debouncedSearch],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        label="Search people"
        placeholder="Name, team or city"
        size="small"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ mb: 1, width: 280 }}
      />
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={employees}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={(model) => setItems(model.items)}
        />
      </Box>
      <Typography variant="body2" component="output" sx={{ display: 'block', mt: 1 }}>
        Applied search: {debouncedSearch ? `"${debouncedSearch}"` : 'none'}
      </Typography>
    </Box>
  );
}
