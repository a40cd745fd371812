import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridLogicOperator,
  type FilterColumnsArgs,
  type GetColumnForNewFilterArgs,
  type GridColDef,
} from '@mui/x-data-grid-pro';
import { staff, type Staff } from '../../shared/staff';

const columns: GridColDef<Staff>[] = [
  { field: 'lastName', headerName: 'Last name', width: 120 },
  { field: 'firstName', headerName: 'First name', width: 120 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200 },
];

// Each column may be used by one filter only: a column already filtered is left out of the other rows' lists.
const filterColumns = ({ field, columns: allColumns, currentFilters }: FilterColumnsArgs) => {
  const used = new Set(currentFilters.map((item) => item.field));
  return allColumns
    .filter((column) => column.filterable && (column.field === field || !used.has(column.field)))
    .map((column) => column.field);
};

// "Add filter" starts on the first column that has no filter yet, or adds nothing.
const getColumnForNewFilter = ({ currentFilters, columns: allColumns }: GetColumnForNewFilterArgs) => {
  const used = new Set(currentFilters.map((item) => item.field));
  return allColumns.find((column) => column.filterable && !used.has(column.field))?.field ?? null;
};

export default function FilterPanelOptionsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={staff}
        columns={columns}
        showToolbar
        initialState={{
          filter: { filterModel: { items: [{ id: 1, field: 'department', operator: 'equals', value: 'Sales' }] } },
        }}
        slotProps={{
          filterPanel: {
            logicOperators: [GridLogicOperator.And],
            columnsSort: 'asc',
            getColumnForNewFilter,
            filterFormProps: {
              filterColumns,
              operatorInputProps: { size: 'small' },
              valueInputProps: { size: 'small' },
            },
          },
        }}
        hideFooter
      />
    </Box>
  );
}
