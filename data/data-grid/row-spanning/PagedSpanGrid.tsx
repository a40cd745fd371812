import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Task {
  id: number;
  team: string;
  status: string;
  task: string;
}

const teams = [
  'Design',
  'Design',
  'Design',
  'Design',
  'Web',
  'Web',
  'Web',
  'Mobile',
  'Mobile',
  'Mobile',
  'Mobile',
  'Data',
];
const statuses = ['Done', 'Done', 'In review', 'Open'];
const tasks: Task[] = teams.map((team, index) => ({
  id: index + 1,
  team,
  status: statuses[(index * 3) % statuses.length],
  task: `Task ${String(index + 1).padStart(2, '0')}`,
}));

const columns: GridColDef<Task>[] = [
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'task', headerName: 'Task', flex: 1, rowSpanValueGetter: () => null },
];

export default function PagedSpanGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={tasks}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        pageSizeOptions={[5, 10]}
        initialState={{
          pagination: { paginationModel: { pageSize: 5 } },
          sorting: { sortModel: [{ field: 'team', sort: 'asc' }] },
        }}
      />
    </Box>
  );
}
