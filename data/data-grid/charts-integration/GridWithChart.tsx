import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  DataGridPremium,
  gridFilteredSortedRowEntriesSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  revenue: number;
}

const rows: Sale[] = [
  { id: 1, region: 'EMEA', revenue: 15400 },
  { id: 2, region: 'APAC', revenue: 19500 },
  { id: 3, region: 'AMER', revenue: 22100 },
  { id: 4, region: 'LATAM', revenue: 8700 },
  { id: 5, region: 'MEA', revenue: 6300 },
];

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', flex: 1 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 140 },
];

export default function GridWithChart() {
  const apiRef = useGridApiRef();
  const [visible, setVisible] = React.useState<Sale[]>(rows);

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    // Re-read the visible rows every time the grid re-applies its filters.
    return api.subscribeEvent('filteredRowsSet', () => {
      setVisible(gridFilteredSortedRowEntriesSelector(apiRef).map((entry) => entry.model as Sale));
    });
  }, [apiRef]);

  return (
    <div>
      <BarChart
        height={240}
        xAxis={[{ scaleType: 'band', data: visible.map((row) => row.region) }]}
        series={[{ data: visible.map((row) => row.revenue), label: 'Revenue' }]}
      />
      <div style={{ height: 320, width: '100%' }}>
        <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} showToolbar />
      </div>
    </div>
  );
}
