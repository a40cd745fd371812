import Box from '@mui/material/Box';
import PaidIcon from '@mui/icons-material/Paid';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';

interface Budget {
  id: number;
  team: string;
  planned: number;
  spent: number;
  forecast: number;
}

const rows: Budget[] = [
  { id: 1, team: 'Platform', planned: 420, spent: 310, forecast: 445 },
  { id: 2, team: 'Mobile', planned: 260, spent: 240, forecast: 255 },
  { id: 3, team: 'Data', planned: 380, spent: 150, forecast: 360 },
  { id: 4, team: 'Marketing', planned: 300, spent: 290, forecast: 330 },
];

const money = (field: 'planned' | 'spent' | 'forecast', headerName: string): GridColDef<Budget> => ({
  field,
  headerName,
  type: 'number',
  width: 120,
  valueFormatter: (value?: number) => (value == null ? '' : `$${value}k`),
});

const columns: GridColDef<Budget>[] = [
  { field: 'team', headerName: 'Team', width: 140 },
  money('planned', 'Planned'),
  money('spent', 'Spent'),
  money('forecast', 'Forecast'),
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'budget',
    headerName: 'Budget 2025',
    headerAlign: 'center',
    headerClassName: 'budget-group',
    renderHeaderGroup: (params) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <PaidIcon fontSize="small" />
        {params.headerName}
      </Box>
    ),
    children: [{ field: 'planned' }, { field: 'spent' }, { field: 'forecast' }],
  },
];

export default function CustomGroupHeaderGrid() {
  return (
    <Box sx={{ height: 320, width: '100%', '& .MuiDataGrid-columnHeader.budget-group': { bgcolor: 'action.hover' } }}>
      <DataGrid rows={rows} columns={columns} columnGroupingModel={columnGroupingModel} hideFooter />
    </Box>
  );
}
