import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import BarChartIcon from '@mui/icons-material/BarChart';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import InsertChartOutlinedIcon from '@mui/icons-material/InsertChartOutlined';
import FilterListIcon from '@mui/icons-material/FilterList';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import {
  ChartsPanelTrigger,
  DataGridPremium,
  FilterPanelTrigger,
  Toolbar,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  GridSidebarValue,
} from '@mui/x-data-grid-premium';
import { sales } from '../../shared/sales';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });

// What the panel offers: two chart types, each with the options of its Customize tab.
const schema = {
  bar: {
    label: 'Bar',
    icon: BarChartIcon,
    dimensionsLabel: 'Categories',
    valuesLabel: 'Series',
    maxDimensions: 1,
    customization: [
      {
        id: 'layout',
        label: 'Layout',
        controls: {
          horizontal: { label: 'Horizontal bars', type: 'boolean', default: false },
          stacked: {
            label: 'Stack series',
            type: 'boolean',
            default: false,
            isHidden: ({ values }) => values.length < 2,
          },
        },
      },
    ],
  },
  line: {
    label: 'Line',
    icon: ShowChartIcon,
    dimensionsLabel: 'X axis',
    valuesLabel: 'Series',
    maxDimensions: 1,
    customization: [
      {
        id: 'style',
        label: 'Style',
        controls: {
          area: { label: 'Fill the area', type: 'boolean', default: false },
        },
      },
    ],
  },
};

// The panel only edits a description of the chart; this component draws it with @mui/x-charts.
function ChartRenderer({ chartType, dimensions, values, configuration }) {
  if (!chartType || dimensions.length === 0 || values.length === 0) {
    return (
      <Typography variant="body2" sx={{ p: 2 }}>
        Pick a chart type, a category and at least one series in the charts panel.
      </Typography>
    );
  }
  const categories = dimensions[0].data.map((value) => String(value ?? ''));
  const formatValue = (value) => compact.format(value);
  if (chartType === 'line') {
    return (
      <LineChart
        height={260}
        xAxis={[{ scaleType: 'point', data: categories }]}
        yAxis={[{ valueFormatter: formatValue, width: 56 }]}
        series={values.map((value) => ({
          id: value.id,
          label: value.label,
          data: value.data,
          area: Boolean(configuration.area),
        }))}
      />
    );
  }
  const horizontal = Boolean(configuration.horizontal);
  const bandAxis = [{ scaleType: 'band', data: categories }];
  return (
    <BarChart
      height={260}
      layout={horizontal ? 'horizontal' : 'vertical'}
      xAxis={horizontal ? [{ valueFormatter: formatValue }] : bandAxis}
      yAxis={horizontal ? [{ ...bandAxis[0], width: 80 }] : [{ valueFormatter: formatValue, width: 56 }]}
      series={values.map((value) => ({
        id: value.id,
        label: value.label,
        data: value.data,
        stack: configuration.stacked ? 'all' : undefined,
      }))}
    />
  );
}

// A toolbar with a filter button and a button that opens and closes the charts panel.
function ChartsToolbar() {
  return (
    <Toolbar>
      <FilterPanelTrigger startIcon={<FilterListIcon />}>Filters</FilterPanelTrigger>
      <ChartsPanelTrigger
        startIcon={<InsertChartOutlinedIcon />}
        className={(state) => (state.open ? 'charts-trigger-open' : '')}
      >
        Chart
      </ChartsPanelTrigger>
    </Toolbar>
  );
}

const columns = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 120 },
];

export default function ChartsPanelGrid() {
  return (
    <GridChartsIntegrationContextProvider>
      <Box sx={{ width: '100%' }}>
        <GridChartsRendererProxy id="main" label="Revenue by region" renderer={ChartRenderer} />
        <Box
          sx={{
            height: 480,
            '& .charts-trigger-open': { bgcolor: 'action.selected' },
          }}
        >
          <DataGridPremium
            rows={sales}
            columns={columns}
            showToolbar
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel, toolbar: ChartsToolbar }}
            slotProps={{ chartsPanel: { schema } }}
            initialState={{
              rowGrouping: { model: ['region'] },
              aggregation: { model: { revenue: 'sum', units: 'sum' } },
              columns: { columnVisibilityModel: { region: false } },
              sidebar: { open: true, value: GridSidebarValue.Charts },
              chartsIntegration: {
                activeChartId: 'main',
                charts: { main: { chartType: 'bar', dimensions: ['region'], values: ['revenue'] } },
              },
            }}
          />
        </Box>
      </Box>
    </GridChartsIntegrationContextProvider>
  );
}
