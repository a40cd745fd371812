import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { ColumnsPanelTrigger, DataGrid, Toolbar } from '@mui/x-data-grid';

function ColumnsToolbar() {
  return (
    <Toolbar>
      <ColumnsPanelTrigger
        render={(triggerProps, state) => (
          <Button
            {...triggerProps}
            size="small"
            startIcon={<ViewColumnIcon />}
            variant={state.open ? 'contained' : 'text'}
          >
            Choose columns
          </Button>
        )}
      />
    </Toolbar>
  );
}

const rows = [
  { id: 1, name: 'Ridge Runner 2', brand: 'Kestrel', weight: 1.1, price: 329, capacity: 2, season: '3' },
  { id: 2, name: 'Summit Dome', brand: 'Arlo', weight: 2.4, price: 249, capacity: 3, season: '4' },
  { id: 3, name: 'Featherlite Solo', brand: 'Kestrel', weight: 0.8, price: 289, capacity: 1, season: '3' },
  { id: 4, name: 'Basecamp Family', brand: 'Tundra', weight: 6.9, price: 459, capacity: 6, season: '3' },
  { id: 5, name: 'Storm Shell', brand: 'Arlo', weight: 3.1, price: 519, capacity: 2, season: '4' },
];

const columns = [
  { field: 'name', headerName: 'Tent', flex: 1, minWidth: 160, hideable: false },
  { field: 'brand', headerName: 'Brand', width: 110 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 120, description: 'Packed weight' },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 110 },
  { field: 'capacity', headerName: 'Sleeps', type: 'number', width: 90, description: 'Number of people' },
  { field: 'season', headerName: 'Seasons', width: 100, description: '3-season or 4-season rating' },
];

export default function ColumnsPanelTriggerGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ toolbar: ColumnsToolbar }}
        initialState={{ columns: { columnVisibilityModel: { season: false } } }}
        slotProps={{
          columnsManagement: {
            sort: 'asc',
            // Match the header name or the column description.
            searchPredicate: (column, search) =>
              `${column.headerName ?? ''} ${column.description ?? ''}`.toLowerCase().includes(search.toLowerCase()),
            // "Show/Hide all" acts only on the columns that match the search.
            toggleAllMode: 'filteredOnly',
            disableResetButton: true,
          },
        }}
      />
    </Box>
  );
}
