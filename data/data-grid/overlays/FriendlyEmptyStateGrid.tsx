import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, useGridApiContext, type GridColDef } from '@mui/x-data-grid';

function NoMatches() {
  const apiRef = useGridApiContext();
  return (
    <GridOverlay>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">No fruit matches your search.</Typography>
        <Button size="small" onClick={() => apiRef.current.setFilterModel({ items: [], quickFilterValues: [] })}>
          Clear filters
        </Button>
      </Stack>
    </GridOverlay>
  );
}

const rows = [
  { id: 1, fruit: 'Apple', season: 'Autumn' },
  { id: 2, fruit: 'Cherry', season: 'Summer' },
  { id: 3, fruit: 'Orange', season: 'Winter' },
];

const columns: GridColDef[] = [
  { field: 'fruit', headerName: 'Fruit', flex: 1 },
  { field: 'season', headerName: 'Season', flex: 1 },
];

// The quick filter starts with a word that matches nothing, so the custom overlay shows up.
export default function FriendlyEmptyStateGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ noResultsOverlay: NoMatches }}
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['kiwi'] } } }}
        hideFooter
      />
    </Box>
  );
}
