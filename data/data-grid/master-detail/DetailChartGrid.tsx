import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

interface Store {
  id: number;
  city: string;
  manager: string;
  weekly: number[];
}

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const rows: Store[] = [
  { id: 1, city: 'Bordeaux', manager: 'Claire Dubois', weekly: [42, 38, 45, 51, 63, 88, 70] },
  { id: 2, city: 'Porto', manager: 'Rui Fernandes', weekly: [30, 33, 29, 40, 47, 72, 65] },
  { id: 3, city: 'Gdańsk', manager: 'Ewa Nowak', weekly: [25, 27, 31, 30, 41, 55, 38] },
];

const columns: GridColDef<Store>[] = [
  { field: 'city', headerName: 'Store', flex: 1, minWidth: 130 },
  { field: 'manager', headerName: 'Manager', width: 160 },
  {
    field: 'total',
    headerName: 'Orders this week',
    type: 'number',
    width: 150,
    valueGetter: (_value, row) => row.weekly.reduce((sum, value) => sum + value, 0),
  },
];

const getDetailPanelContent = ({ row }: GridRowParams<Store>) => (
  <Box sx={{ px: 2 }}>
    <BarChart
      height={200}
      xAxis={[{ scaleType: 'band', data: days }]}
      series={[{ data: row.weekly, label: `Orders per day, ${row.city}` }]}
      margin={{ left: 0, right: 10, top: 10, bottom: 0 }}
    />
  </Box>
);

// The chart has a fixed height, so a fixed panel height avoids a measuring pass.
const getDetailPanelHeight = () => 240;

export default function DetailChartGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set([1]) } }}
        hideFooter
      />
    </Box>
  );
}
