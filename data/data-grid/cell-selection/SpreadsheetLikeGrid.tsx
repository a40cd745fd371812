import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'] as const;
type Month = (typeof months)[number];
type RegionRow = { id: number; region: string } & Record<Month, number>;

const regionRows: RegionRow[] = ['North', 'South', 'East', 'West', 'Central'].map((region, index) => {
  const row = { id: index + 1, region } as RegionRow;
  months.forEach((month, monthIndex) => {
    row[month] = 80 + ((index * 31 + monthIndex * 17) % 90);
  });
  return row;
});

const columns: GridColDef<RegionRow>[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  ...months.map((month): GridColDef<RegionRow> => ({
    field: month,
    headerName: month.toUpperCase(),
    type: 'number',
    width: 80,
  })),
];

// Drag across cells, or Shift + click, to select a rectangle; Ctrl/Cmd + click adds ranges.
export default function SpreadsheetLikeGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGridPremium
        rows={regionRows}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        initialState={{ cellSelection: { 1: { jan: true, feb: true }, 2: { jan: true, feb: true } } }}
        hideFooter
      />
    </Box>
  );
}
