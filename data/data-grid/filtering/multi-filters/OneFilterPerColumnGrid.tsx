import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GetColumnForNewFilterArgs,
  type GridColDef,
  type GridFilterItem,
} from '@mui/x-data-grid-pro';
import { employees, type Employee } from '../../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'salary', headerName: 'Salary ($)', type: 'number', width: 130 },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100 },
];

const filterableFields = (list: GetColumnForNewFilterArgs['columns']) =>
  list.filter((column) => column.filterable !== false).map((column) => column.field);

const usedFields = (filters: GridFilterItem[]) => new Set(filters.map((item) => item.field));

// A new condition starts on the first column that has none yet; null makes "Add filter" add nothing.
const getColumnForNewFilter = ({ currentFilters, columns: all }: GetColumnForNewFilterArgs) => {
  const used = usedFields(currentFilters);
  return filterableFields(all).find((field) => !used.has(field)) ?? null;
};

// Each row of the panel offers its own column plus the ones no other row uses.
const filterColumns = ({
  field,
  columns: all,
  currentFilters,
}: {
  field: string;
  columns: GetColumnForNewFilterArgs['columns'];
  currentFilters: GridFilterItem[];
}) => {
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
