import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ColumnsPanelTrigger, DataGrid, FilterPanelTrigger, Toolbar } from '@mui/x-data-grid';
import { employees } from '../../shared/employees';

// Text buttons whose labels come from the triggers' state: the panel being open, the number of filters.
function WordedToolbar() {
  return (
    <Toolbar>
      <ColumnsPanelTrigger
        render={(props, state) => (
          <Button {...props} size="small">
            {state.open ? 'Close columns' : 'Choose columns'}
          </Button>
        )}
      />
      <FilterPanelTrigger
        render={(props, state) => (
          <Button {...props} size="small" variant={state.filterCount > 0 ? 'contained' : 'text'}>
            {state.filterCount > 0 ? `Filters (${state.filterCount} active)` : 'Add a filter'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

const columns = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'city', headerName: 'City', width: 120 },
];

const filterModel = { items: [{ field: 'team', operator: 'equals', value: 'Core' }] };

export default function TriggerStateToolbarGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        slots={{ toolbar: WordedToolbar }}
        showToolbar
        initialState={{ filter: { filterModel } }}
        hideFooter
      />
    </Box>
  );
}
