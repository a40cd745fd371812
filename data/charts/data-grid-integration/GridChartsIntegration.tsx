import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import BarChartIcon from '@mui/icons-material/BarChart';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  type GridChartsRendererProxyProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  region: string;
  revenue: number;
  cost: number;
}

const rows: Sale[] = [
  { id: 1, region: 'North', revenue: 48200, cost: 31900 },
  { id: 2, region: 'South', revenue: 39100, cost: 28400 },
  { id: 3, region: 'East', revenue: 52700, cost: 35100 },
  { id: 4, region: 'West', revenue: 44300, cost: 36800 },
  { id: 5, region: 'Central', revenue: 30900, cost: 19700 },
];

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 140 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 130 },
  { field: 'cost', headerName: 'Cost', type: 'number', width: 130 },
];

// The chart types offered in the grid's charts panel, with the options each one exposes.
const schema = {
  column: {
    label: 'Column',
    icon: BarChartIcon,
    maxDimensions: 1,
    customization: [
      {
        id: 'layout',
        label: 'Layout',
        controls: { stacked: { label: 'Stack the values', type: 'boolean' as const, default: false } },
      },
    ],
  },
  line: {
    label: 'Line',
    icon: ShowChartIcon,
    maxDimensions: 1,
    customization: [
      {
        id: 'layout',
        label: 'Layout',
        controls: { area: { label: 'Fill the area', type: 'boolean' as const, default: false } },
      },
    ],
  },
};

type RendererProps = React.ComponentProps<GridChartsRendererProxyProps['renderer']>;

// The renderer: turns the grid's chart state into a chart of @mui/x-charts.
function ChartRenderer({ chartType, dimensions, values, configuration }: RendererProps) {
  if (dimensions.length === 0 || values.length === 0) {
    return (
      <Typography role="status" variant="body2" sx={{ p: 2 }}>
        Pick one dimension and at least one value in the charts panel.
      </Typography>
    );
  }
  const categories = dimensions[0].data.map((value) => String(value ?? ''));
  if (chartType === 'line') {
    return (
      <LineChart
        height={260}
        xAxis={[{ scaleType: 'point', data: categories }]}
        yAxis={[{ width: 60 }]}
        series={values.map((value) => ({
          id: value.id,
          label: value.label,
          data: value.data,
          area: configuration.area === true,
        }))}
      />
    );
  }
  return (
    <BarChart
      height={260}
      xAxis={[{ scaleType: 'band', data: categories }]}
      yAxis={[{ width: 60 }]}
      series={values.map((value) => ({
        id: value.id,
        label: value.label,
        data: value.data,
        stack: configuration.stacked === true ? 'total' : undefined,
      }))}
    />
  );
}

export default function GridChartsIntegration() {
  return (
    <GridChartsIntegrationContextProvider>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ height: 320 }}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            showToolbar
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema } }}
            initialState={{
              chartsIntegration: {
                charts: {
                  main: { dimensions: ['region'], values: ['revenue', 'cost'], chartType: 'column' },
                },
              },
            }}
          />
        </Box>
        <GridChartsRendererProxy id="main" label="Revenue and cost by region" renderer={ChartRenderer} />
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
