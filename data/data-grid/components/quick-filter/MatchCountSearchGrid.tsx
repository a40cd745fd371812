import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  gridFilteredTopLevelRowCountSelector,
  gridRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

function CountingToolbar() {
  const apiRef = useGridApiContext();
  const matching = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const total = useGridSelector(apiRef, gridRowCountSelector);

  return (
    <Toolbar>
      <QuickFilter
        defaultExpanded
        // The render function receives the root's props and the filter's state, so the text
        // beside the field can depend on what the user typed.
        render={(props, state) => (
          <div {...props} role="search" style={{ display: 'flex', alignItems: 'center', gap: 12, flex: 1 }}>
            {props.children}
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {state.value ? `${matching} of ${total} books match "${state.value}"` : `${total} books`}
            </Typography>
          </div>
        )}
      >
        <QuickFilterControl size="small" label="Search books" placeholder="Title or author" />
      </QuickFilter>
    </Toolbar>
  );
}

const rows = [
  { id: 1, title: 'The Salt Roads', author: 'Wren Adeyemi', year: 2019 },
  { id: 2, title: 'Paper Lanterns', author: 'Hana Sato', year: 2021 },
  { id: 3, title: 'A Map of Small Rivers', author: 'Tomas Berg', year: 2016 },
  { id: 4, title: 'Northern Light Hours', author: 'Wren Adeyemi', year: 2023 },
  { id: 5, title: 'The Quiet Orchard', author: 'Lucía Ferrer', year: 2018 },
  { id: 6, title: 'Glass Harbour', author: 'Hana Sato', year: 2024 },
];

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'author', headerName: 'Author', width: 170 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
];

export default function MatchCountSearchGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar slots={{ toolbar: CountingToolbar }} />
    </Box>
  );
}
