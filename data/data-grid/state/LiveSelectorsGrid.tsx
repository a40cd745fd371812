import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridFilteredTopLevelRowCountSelector,
  gridRowCountSelector,
  gridRowSelectionCountSelector,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { employees, type Employee } from '../shared/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'age', headerName: 'Age', type: 'number', width: 90 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

// Each useGridSelector call re-renders this footer only when its own slice of state changes.
function StateSummaryFooter() {
  const apiRef = useGridApiContext();
  const total = useGridSelector(apiRef, gridRowCountSelector);
  const matching = useGridSelector(apiRef, gridFilteredTopLevelRowCountSelector);
  const selected = useGridSelector(apiRef, gridRowSelectionCountSelector);
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const sortText = sortModel.length
    ? sortModel.map((item) => `${item.field} ${item.sort === 'asc' ? '↑' : '↓'}`).join(', ')
    : 'none';

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">
        {matching} of {total} rows match · {selected} selected · sorted by {sortText}
      </Typography>
    </GridFooterContainer>
  );
}

export default function LiveSelectorsGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        checkboxSelection
        showToolbar
        slots={{ footer: StateSummaryFooter }}
      />
    </Box>
  );
}
