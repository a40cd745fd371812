import Box from '@mui/material/Box';
import { DataGridPro, gridClasses } from '@mui/x-data-grid-pro';

const rows = ['North', 'South', 'East', 'West', 'Central', 'Islands'].map((region, index) => ({
  id: index + 1,
  region,
  q1: 120 + index * 17,
  q2: 140 + index * 11,
  q3: 98 + index * 23,
  q4: 160 + index * 7,
}));

const quarter = (field, headerName) => ({
  field,
  headerName,
  type: 'number',
  width: 170,
});

const columns = [
  { field: 'region', headerName: 'Region', width: 130 },
  quarter('q1', 'Q1 sales (k$)'),
  quarter('q2', 'Q2 sales (k$)'),
  quarter('q3', 'Q3 sales (k$)'),
  quarter('q4', 'Q4 sales (k$)'),
  {
    field: 'total',
    headerName: 'Year total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.q1 + row.q2 + row.q3 + row.q4,
  },
];

// Pinned cells are drawn over the cells scrolling under them, so their background must be opaque:
// a palette grey works, a translucent tint would let the scrolled numbers show through.
const pinnedSectionSx = (theme) => ({
  [`& .${gridClasses['cell--pinnedLeft']}, & .${gridClasses['columnHeader--pinnedLeft']}`]: {
    backgroundColor: theme.palette.grey[100],
    fontWeight: 600,
    ...theme.applyStyles('dark', { backgroundColor: theme.palette.grey[900] }),
  },
  [`& .${gridClasses['cell--pinnedRight']}`]: {
    color: theme.palette.primary.main,
    fontWeight: 600,
  },
});

export default function PinnedSectionStylesGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['region'], right: ['total'] } }}
        sx={pinnedSectionSx}
      />
    </Box>
  );
}
