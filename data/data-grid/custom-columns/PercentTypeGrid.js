import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { DataGrid, GRID_NUMERIC_COL_DEF, getGridNumericOperators } from '@mui/x-data-grid';

function PercentBar(props) {
  const value = props.value ?? 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress variant="determinate" value={value} sx={{ flex: 1, height: 8, borderRadius: 4 }} />
      <Box component="span" sx={{ width: 40, textAlign: 'right' }}>
        {value}%
      </Box>
    </Box>
  );
}

// Starts from the built-in numeric definition, so sorting, editing and number parsing keep working.
const percent = {
  ...GRID_NUMERIC_COL_DEF,
  type: 'number',
  width: 200,
  display: 'flex',
  renderCell: (params) => <PercentBar {...params} />,
  // Only the comparison operators make sense for a progress value.
  filterOperators: getGridNumericOperators().filter((operator) => ['>', '<', '>=', '<='].includes(operator.value)),
  // Clamp edited values to 0–100.
  valueParser: (value) => Math.min(100, Math.max(0, Number(value))),
};

const rows = [
  { id: 1, project: 'Website refresh', done: 80, budgetUsed: 65 },
  { id: 2, project: 'Mobile app v2', done: 35, budgetUsed: 50 },
  { id: 3, project: 'Data warehouse', done: 55, budgetUsed: 40 },
  { id: 4, project: 'Help center', done: 100, budgetUsed: 92 },
];

const columns = [
  { field: 'project', headerName: 'Project', flex: 1, minWidth: 150 },
  { field: 'done', headerName: 'Done', ...percent, editable: true },
  { field: 'budgetUsed', headerName: 'Budget used', ...percent },
];

export default function PercentTypeGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
