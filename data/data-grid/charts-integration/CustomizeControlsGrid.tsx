import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import BarChartIcon from '@mui/icons-material/BarChart';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  GridSidebarValue,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import type { ChartRendererProps, ChartSchema } from './chartSetup';
import { monthColumns, months, type MonthFigures } from './monthly';

const palettes: Record<string, string[]> = {
  ocean: ['#1565c0', '#00838f', '#5e35b1'],
  earth: ['#8d4e1b', '#2e7d32', '#6d4c41'],
};

// One chart type with one control of each kind the Customize tab supports.
const schema: ChartSchema = {
  column: {
    label: 'Columns',
    icon: BarChartIcon,
    dimensionsLabel: 'Months',
    valuesLabel: 'Measures',
    maxDimensions: 1,
    maxValues: 3,
    customization: [
      {
        id: 'text',
        label: 'Text',
        controls: {
          title: { label: 'Title', type: 'string', default: 'Monthly figures' },
        },
      },
      {
        id: 'look',
        label: 'Look',
        controls: {
          height: {
            label: 'Height (px)',
            type: 'number',
            default: 240,
            htmlAttributes: { min: '160', max: '360', step: '20' },
          },
          palette: {
            label: 'Colors',
            type: 'select',
            default: 'ocean',
            options: [
              { content: 'Ocean', value: 'ocean' },
              { content: 'Earth', value: 'earth' },
            ],
          },
          gridLines: { label: 'Grid lines', type: 'boolean', default: true },
          legend: {
            label: 'Legend',
            type: 'boolean',
            default: true,
            // A legend with a single series says nothing the title does not.
            isDisabled: ({ values }) => values.length < 2,
          },
        },
      },
    ],
  },
};

function ColumnChart({ dimensions, values, configuration }: ChartRendererProps) {
  if (dimensions.length === 0 || values.length === 0) {
    return (
      <Typography variant="body2" sx={{ p: 2 }}>
        Add a month field and a measure in the Fields tab.
      </Typography>
    );
  }
  // Controls the user has not touched are absent: fall back to the schema defaults.
  const title = typeof configuration.title === 'string' ? configuration.title : 'Monthly figures';
  const height = Math.min(360, Math.max(160, Number(configuration.height ?? 240) || 240));
  const palette = palettes[String(configuration.palette ?? 'ocean')] ?? palettes.ocean;
  const showLegend = values.length > 1 && configuration.legend !== false;
  return (
    <Box>
      <Typography variant="subtitle1" component="p" sx={{ textAlign: 'center', fontWeight: 'medium' }}>
        {title}
      </Typography>
      <BarChart
        height={height}
        colors={palette}
        grid={{ horizontal: configuration.gridLines !== false }}
        hideLegend={!showLegend}
        xAxis={[{ scaleType: 'band', data: dimensions[0].data.map((value) => String(value ?? '')) }]}
        yAxis={[{ width: 56 }]}
        series={values.map((value) => ({ id: value.id, label: value.label, data: value.data }))}
      />
    </Box>
  );
}

interface Row extends MonthFigures {
  note: string;
}

const rows: Row[] = months.map((month) => ({
  ...month,
  note: month.revenue > 55000 ? 'Peak season' : '',
}));

const columns: GridColDef<Row>[] = [
  ...(monthColumns as GridColDef<Row>[]),
  // Text with no place in a chart: hidden from the Fields tab.
  { field: 'note', headerName: 'Note', width: 130, chartable: false },
];

// Names for the Fields tab and the series labels; undefined keeps the header name.
const getColumnName = (field: string) => (field === 'signups' ? 'New accounts' : undefined);

export default function CustomizeControlsGrid() {
  return (
    <GridChartsIntegrationContextProvider>
      <Box sx={{ width: '100%' }}>
        <GridChartsRendererProxy id="figures" label="Figures" renderer={ColumnChart} />
        <Box sx={{ height: 460 }}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema, getColumnName } }}
            initialState={{
              sidebar: { open: true, value: GridSidebarValue.Charts },
              chartsIntegration: {
                charts: {
                  figures: {
                    chartType: 'column',
                    dimensions: ['month'],
                    values: ['signups'],
                    configuration: { palette: 'earth' },
                  },
                },
              },
            }}
            hideFooter
          />
        </Box>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
