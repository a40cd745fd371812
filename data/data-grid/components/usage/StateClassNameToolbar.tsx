import Box from '@mui/material/Box';
import SearchIcon from '@mui/icons-material/Search';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  DataGrid,
  QuickFilter,
  QuickFilterControl,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';

function StatefulToolbar() {
  return (
    <Toolbar>
      <ColumnsPanelTrigger
        aria-label="Columns"
        render={<ToolbarButton />}
        className={(state) => (state.open ? 'trigger trigger--active' : 'trigger')}
      >
        <ViewColumnIcon fontSize="small" />
      </ColumnsPanelTrigger>
      <FilterPanelTrigger
        aria-label="Filters"
        render={<ToolbarButton />}
        className={(state) => (state.filterCount > 0 ? 'trigger trigger--active' : 'trigger')}
      >
        <FilterListIcon fontSize="small" />
      </FilterPanelTrigger>
      <Box sx={{ flex: 1 }} />
      <QuickFilter className={(state) => (state.value ? 'search search--filled' : 'search')}>
        <SearchIcon fontSize="small" aria-hidden />
        <QuickFilterControl
          placeholder="Search ingredients"
          size="small"
          slotProps={{ htmlInput: { 'aria-label': 'Search ingredients' } }}
        />
      </QuickFilter>
    </Toolbar>
  );
}

const rows = [
  { id: 1, ingredient: 'Basmati rice', shelf: 'Dry goods', stock: 14 },
  { id: 2, ingredient: 'Coconut milk', shelf: 'Cans', stock: 22 },
  { id: 3, ingredient: 'Smoked paprika', shelf: 'Spices', stock: 3 },
  { id: 4, ingredient: 'Chickpeas', shelf: 'Cans', stock: 18 },
  { id: 5, ingredient: 'Cardamom pods', shelf: 'Spices', stock: 6 },
];

const columns: GridColDef[] = [
  { field: 'ingredient', headerName: 'Ingredient', flex: 1 },
  { field: 'shelf', headerName: 'Shelf', width: 140 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100 },
];

export default function StateClassNameToolbar() {
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        '& .trigger--active': {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover': { bgcolor: 'primary.dark' },
        },
        '& .search': { display: 'flex', alignItems: 'center', gap: 1, pl: 1, borderRadius: 1 },
        '& .search--filled': { bgcolor: 'action.selected' },
      }}
    >
      <DataGrid rows={rows} columns={columns} showToolbar slots={{ toolbar: StatefulToolbar }} />
    </Box>
  );
}
