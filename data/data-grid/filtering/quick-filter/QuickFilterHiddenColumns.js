import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  { id: 1, title: 'Weekend sourdough', author: 'Pia', keywords: 'bread starter fermentation' },
  { id: 2, title: 'Ten-minute ramen', author: 'Kenji', keywords: 'noodles quick broth' },
  { id: 3, title: 'Spring pea risotto', author: 'Pia', keywords: 'rice vegetarian quick' },
  { id: 4, title: 'Slow beef ragù', author: 'Marco', keywords: 'pasta sauce braise' },
  { id: 5, title: 'Miso glazed aubergine', author: 'Kenji', keywords: 'vegetarian fermentation' },
];

const columns = [
  { field: 'title', headerName: 'Recipe', flex: 1 },
  { field: 'author', headerName: 'Author', width: 120 },
  { field: 'keywords', headerName: 'Keywords', width: 240 },
];

export default function QuickFilterHiddenColumns() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          // The keywords stay searchable even though nobody sees the column.
          columns: { columnVisibilityModel: { keywords: false } },
          filter: {
            filterModel: {
              items: [],
              quickFilterValues: ['vegetarian'],
              quickFilterExcludeHiddenColumns: false,
            },
          },
        }}
      />
    </Box>
  );
}
