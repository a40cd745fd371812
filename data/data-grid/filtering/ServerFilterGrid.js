import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, getGridStringOperators } from '@mui/x-data-grid';
import { employees } from '../shared/employees';

// Offer only the operator the fake server supports.
const containsOnly = getGridStringOperators().filter((operator) => operator.value === 'contains');

const columns = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, filterOperators: containsOnly },
  { field: 'city', headerName: 'City', width: 130, filterOperators: containsOnly },
  { field: 'team', headerName: 'Team', width: 110, filterOperators: containsOnly },
];

// A fake endpoint that only understands "contains" on string fields, plus the quick filter words.
function fetchFiltered(model) {
  return new Promise((resolve) => {
    setTimeout(() => {
      const words = (model.quickFilterValues ?? []).map((word) => String(word).toLowerCase());
      const result = employees.filter((row) => {
        const text = `${row.name} ${row.city} ${row.team}`.toLowerCase();
        const itemsOk = model.items.every((item) => {
          if (item.value == null || item.value === '') {
            return true;
          }
          const cell = String(row[item.field]).toLowerCase();
          return cell.includes(String(item.value).toLowerCase());
        });
        return itemsOk && words.every((word) => text.includes(word));
      });
      resolve(result);
    }, 500);
  });
}

export default function ServerFilterGrid() {
  const [filterModel, setFilterModel] = React.useState({ items: [] });
  const [rows, setRows] = React.useState([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    fetchFiltered(filterModel).then((result) => {
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [filterModel]);

  // Show the loading state as soon as the model changes; the effect then fetches.
  const handleModelChange = React.useCallback((model) => {
    setLoading(true);
    setFilterModel(model);
  }, []);
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        filterMode="server"
        filterModel={filterModel}
        onFilterModelChange={handleModelChange}
        loading={loading}
        showToolbar
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[25]}
      />
    </Box>
  );
}
