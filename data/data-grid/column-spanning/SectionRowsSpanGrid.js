import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, dish: 'Starters', section: true },
  { id: 2, dish: 'Tomato soup', price: 6.5, calories: 180, allergens: 'Celery' },
  { id: 3, dish: 'Garlic bread', price: 4, calories: 310, allergens: 'Gluten, milk' },
  { id: 4, dish: 'Mains', section: true },
  { id: 5, dish: 'Mushroom risotto', price: 14, calories: 620, allergens: 'Milk' },
  { id: 6, dish: 'Grilled trout', price: 18.5, calories: 540, allergens: 'Fish' },
  { id: 7, dish: 'Desserts', section: true },
  { id: 8, dish: 'Lemon tart', price: 6, calories: 390, allergens: 'Gluten, eggs' },
];

const columns = [
  {
    field: 'dish',
    headerName: 'Dish',
    flex: 1,
    minWidth: 160,
    // The first column stays visible, so section labels always have a cell to start from.
    hideable: false,
    // A section label covers every visible column, however many the user has hidden.
    colSpan: (_value, row, _column, apiRef) => (row.section ? apiRef.current.getVisibleColumns().length : undefined),
  },
  { field: 'price', headerName: 'Price (€)', type: 'number', width: 100 },
  { field: 'calories', headerName: 'kcal', type: 'number', width: 90 },
  { field: 'allergens', headerName: 'Allergens', width: 150 },
];

export default function SectionRowsSpanGrid() {
  return (
    <Box
      sx={{
        height: 460,
        width: '100%',
        '& .menu-section': { fontWeight: 700, bgcolor: 'action.hover' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={(params) => (params.row.section ? 'menu-section' : '')}
        disableColumnSorting
        showToolbar
        hideFooter
      />
    </Box>
  );
}
