import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro } from '@mui/x-data-grid-pro';

const rows = [
  {
    id: 1,
    name: 'Lea Fischer',
    country: 'Germany',
    swim: '0:24:10',
    bike: '1:05:42',
    run: '0:36:05',
    total: '2:05:57',
    rank: 1,
  },
  {
    id: 2,
    name: 'Sam Okafor',
    country: 'Nigeria',
    swim: '0:23:48',
    bike: '1:07:10',
    run: '0:35:40',
    total: '2:06:38',
    rank: 2,
  },
  {
    id: 3,
    name: 'Inès Martin',
    country: 'France',
    swim: '0:25:02',
    bike: '1:06:15',
    run: '0:36:01',
    total: '2:07:18',
    rank: 3,
  },
];

const columns = [
  { field: 'name', headerName: 'Name', width: 140 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'swim', headerName: 'Swim', width: 100 },
  { field: 'bike', headerName: 'Bike', width: 100 },
  { field: 'run', headerName: 'Run', width: 100 },
  { field: 'total', headerName: 'Total', width: 100 },
  { field: 'rank', headerName: 'Rank', type: 'number', width: 80 },
];

const columnGroupingModel = [
  {
    // Locked (the default): the three splits can only be reordered among themselves.
    groupId: 'splits',
    headerName: 'Splits',
    children: [{ field: 'swim' }, { field: 'bike' }, { field: 'run' }],
  },
  {
    // Free: its columns may be dragged out of the group, which then splits in two.
    groupId: 'result',
    headerName: 'Result (free)',
    freeReordering: true,
    children: [{ field: 'total' }, { field: 'rank' }],
  },
];

export default function GroupReorderingGrid() {
  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="race-results-title" variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        Sprint triathlon, women and men
      </Typography>
      <Box sx={{ height: 300 }}>
        <DataGridPro
          aria-labelledby="race-results-title"
          rows={rows}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
