import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import { employees } from '../../shared/employees';

const columns = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 130 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100 },
];

const filterableFields = (list) => list.filter((column) => column.filterable !== false).map((column) => column.field);

const usedFields = (filters) => new Set(filters.map((item) => item.field));

// A new condition starts on the first column that has none yet; null makes "Add filter" add nothing.
const getColumnForNewFilter = ({ currentFilters, columns: all }) => {
  const used = usedFields(currentFilters);
  return filterableFields(all).find((field) => !used.has(field)) ?? null;
};

// Each row of the panel offers its own column plus the ones no other row uses.
const filterColumns = ({ field, columns: all, currentFilters }) => {
  const used = usedFields(currentFilters);
  return filterableFields(all).filter((candidate) => candidate === field || !used.has(candidate));
};

export default function OneFilterPerColumnGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={employees}
        columns={columns}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ id: 1, field: 'team', operator: 'equals', value: 'Design' }] } },
        }}
        slotProps={{ filterPanel: { getColumnForNewFilter, filterFormProps: { filterColumns } } }}
      />
    </Box>
  );
}
