import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridPinnedColumnFields } from '@mui/x-data-grid-pro';

interface Region {
  id: number;
  region: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
}

const rows: Region[] = ['North', 'South', 'East', 'West', 'Central', 'Islands'].map((region, index) => ({
  id: index + 1,
  region,
  q1: 120 + index * 17,
  q2: 140 + index * 11,
  q3: 98 + index * 23,
  q4: 160 + index * 7,
}));

const quarter = (field: 'q1' | 'q2' | 'q3' | 'q4', headerName: string): GridColDef<Region> => ({
  field,
  headerName,
  type: 'number',
  width: 170,
});

const columns: GridColDef<Region>[] = [
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

export default function QuarterlyPinnedGrid() {
  const [pinned, setPinned] = React.useState<GridPinnedColumnFields>({ left: ['region'], right: ['total'] });

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Pinned left: {pinned.left?.join(', ') || 'none'} · right: {pinned.right?.join(', ') || 'none'}
      </Typography>
      <Box sx={{ height: 340 }}>
        <DataGridPro rows={rows} columns={columns} pinnedColumns={pinned} onPinnedColumnsChange={setPinned} />
      </Box>
    </Box>
  );
}
