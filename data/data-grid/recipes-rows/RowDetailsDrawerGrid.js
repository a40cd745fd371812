import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';

const rows = [
  {
    id: 1,
    title: 'The Salt Road',
    author: 'M. Okafor',
    year: 2019,
    summary: 'A caravan crosses the desert carrying more than salt.',
  },
  {
    id: 2,
    title: 'Glass Harbors',
    author: 'L. Berg',
    year: 2021,
    summary: 'Two sisters rebuild a fishing town after a storm.',
  },
  {
    id: 3,
    title: 'Quiet Engines',
    author: 'R. Tanaka',
    year: 2016,
    summary: 'An engineer restores a train line across the mountains.',
  },
  {
    id: 4,
    title: 'Paper Lanterns',
    author: 'A. Duarte',
    year: 2023,
    summary: 'Letters found in an old lamp reveal a family secret.',
  },
];

const columns = [
  { field: 'title', headerName: 'Title', flex: 1 },
  { field: 'author', headerName: 'Author', width: 130 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
];

// Clicking a row shows its full record in a side panel.
export default function RowDetailsDrawerGrid() {
  const [selected, setSelected] = React.useState(rows[0]);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Box sx={{ height: 320, flex: 2, minWidth: 0 }}>
        <DataGrid rows={rows} columns={columns} onRowClick={(params) => setSelected(params.row)} hideFooter />
      </Box>
      <Paper variant="outlined" sx={{ flex: 1, p: 2, minHeight: 160 }}>
        {selected ? (
          <React.Fragment>
            <Typography variant="h6">{selected.title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {selected.author}, {selected.year}
            </Typography>
            <Divider sx={{ my: 1 }} />
            <Typography variant="body2">{selected.summary}</Typography>
          </React.Fragment>
        ) : (
          <Typography variant="body2">Click a row to see its details.</Typography>
        )}
      </Paper>
    </Stack>
  );
}
