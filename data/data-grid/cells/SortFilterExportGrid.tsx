import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Review {
  id: number;
  hotel: string;
  nights: number;
  nightlyRate: number;
  stars: number;
}

const rows: Review[] = [
  { id: 1, hotel: 'Harbor Inn', nights: 3, nightlyRate: 129, stars: 4 },
  { id: 2, hotel: 'Cedar Lodge', nights: 2, nightlyRate: 210, stars: 5 },
  { id: 3, hotel: 'Station Hotel', nights: 5, nightlyRate: 89, stars: 2 },
  { id: 4, hotel: 'Old Mill', nights: 1, nightlyRate: 340, stars: 3 },
  { id: 5, hotel: 'Lakeside Rooms', nights: 4, nightlyRate: 115, stars: 4 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Review>[] = [
  { field: 'hotel', headerName: 'Hotel', flex: 1, minWidth: 140 },
  {
    field: 'stars',
    headerName: 'Stars',
    type: 'number',
    width: 130,
    // Drawn as symbols; sorted, filtered and exported as the number 1–5.
    renderCell: (params) => (
      <span role="img" aria-label={`${params.value} out of 5`}>
        {'★'.repeat(params.value ?? 0)}
      </span>
    ),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 130,
    // A value that is not in the row: sorting and the filter panel use this number.
    valueGetter: (_value, row) => row.nights * row.nightlyRate,
    // Only the text: what the cell shows and what CSV export writes.
    valueFormatter: (value: number) => currency.format(value),
  },
];

export default function SortFilterExportGrid() {
  const apiRef = useGridApiRef();
  const [csv, setCsv] = React.useState('');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 330 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          initialState={{
            sorting: { sortModel: [{ field: 'total', sort: 'desc' }] },
            filter: { filterModel: { items: [{ field: 'stars', operator: '>=', value: 3 }] } },
          }}
        />
      </Box>
      <Button
        sx={{ mt: 1 }}
        size="small"
        variant="outlined"
        onClick={() => setCsv(apiRef.current?.getDataAsCsv() ?? '')}
      >
        Preview the CSV export
      </Button>
      {csv ? (
        <Typography component="pre" variant="body2" sx={{ mt: 1, p: 1, bgcolor: 'action.hover', overflowX: 'auto' }}>
          {csv}
        </Typography>
      ) : null}
    </Box>
  );
}
