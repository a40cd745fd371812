import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import { DataGrid, FilterPanelTrigger, GridLogicOperator, Toolbar, type GridColDef } from '@mui/x-data-grid';

function FilterToolbar() {
  return (
    <Toolbar>
      <FilterPanelTrigger
        render={(triggerProps, state) => (
          <Button
            {...triggerProps}
            size="small"
            variant={state.open ? 'contained' : 'outlined'}
            startIcon={<FilterListIcon />}
          >
            {state.filterCount > 0 ? `Filters (${state.filterCount})` : 'Filters'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

const rows = [
  { id: 1, route: 'Lisbon – Porto', operator: 'Rail Norte', duration: 175, seats: 42 },
  { id: 2, route: 'Lyon – Turin', operator: 'Alpine Link', duration: 250, seats: 8 },
  { id: 3, route: 'Oslo – Bergen', operator: 'Fjordline', duration: 410, seats: 61 },
  { id: 4, route: 'Vienna – Graz', operator: 'Rail Norte', duration: 155, seats: 0 },
  { id: 5, route: 'Madrid – Seville', operator: 'Sol Express', duration: 150, seats: 17 },
  { id: 6, route: 'Zurich – Milan', operator: 'Alpine Link', duration: 200, seats: 23 },
];

const columns: GridColDef[] = [
  { field: 'id', headerName: 'ID', width: 70, filterable: false },
  { field: 'route', headerName: 'Route', flex: 1 },
  { field: 'operator', headerName: 'Operator', width: 140 },
  { field: 'duration', headerName: 'Minutes', type: 'number', width: 110 },
  { field: 'seats', headerName: 'Free seats', type: 'number', width: 120 },
];

export default function FilterPanelTriggerGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ toolbar: FilterToolbar }}
        slotProps={{
          filterPanel: {
            // Only "And": the logic selector between filters is hidden.
            logicOperators: [GridLogicOperator.And],
            // Columns listed alphabetically in the column selector.
            columnsSort: 'asc',
            // A new filter starts on a column that has no filter yet.
            getColumnForNewFilter: ({ currentFilters, columns: allColumns }) => {
              const used = new Set(currentFilters.map((item) => item.field));
              return allColumns.find((column) => column.filterable && !used.has(column.field))?.field ?? null;
            },
          },
        }}
        initialState={{
          filter: { filterModel: { items: [{ field: 'seats', operator: '>', value: 10 }] } },
        }}
      />
    </Box>
  );
}
