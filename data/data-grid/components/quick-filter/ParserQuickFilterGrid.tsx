import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridLogicOperator,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';

// Commas separate terms, so "sea salt, olive" searches for two phrases with spaces kept.
const parseTerms = (input: string) =>
  input
    .split(',')
    .map((term) => term.trim())
    .filter((term) => term !== '');

const formatTerms = (values: unknown[]) => values.join(', ');

function CommaSearchToolbar() {
  return (
    <Toolbar>
      <QuickFilter parser={parseTerms} formatter={formatTerms} debounceMs={400} defaultExpanded>
        <QuickFilterControl
          placeholder="e.g. sea salt, olive"
          size="small"
          slotProps={{ htmlInput: { 'aria-label': 'Search products, comma-separated' } }}
          style={{ width: 280 }}
        />
      </QuickFilter>
    </Toolbar>
  );
}

const rows = [
  { id: 1, product: 'Sea salt crackers', aisle: 'Snacks' },
  { id: 2, product: 'Olive oil, extra virgin', aisle: 'Pantry' },
  { id: 3, product: 'Salted caramel spread', aisle: 'Breakfast' },
  { id: 4, product: 'Green olive tapenade', aisle: 'Deli' },
  { id: 5, product: 'Sea salt flakes', aisle: 'Pantry' },
  { id: 6, product: 'Black olive bread', aisle: 'Bakery' },
];

const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', flex: 1 },
  { field: 'aisle', headerName: 'Aisle', width: 140 },
];

export default function ParserQuickFilterGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['sea salt', 'olive'],
    // Any term may match: without this, a row would need both phrases.
    quickFilterLogicOperator: GridLogicOperator.Or,
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          slots={{ toolbar: CommaSearchToolbar }}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        quickFilterValues: {JSON.stringify(filterModel.quickFilterValues ?? [])}
      </Typography>
    </Box>
  );
}
