import * as React from 'react';
import Typography from '@mui/material/Typography';
import BarChartIcon from '@mui/icons-material/BarChart';
import PieChartIcon from '@mui/icons-material/PieChart';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';

/** The chart types offered in the charts panel, with the options of their Customize tab. */
export const chartSchema = {
  bar: {
    label: 'Bar',
    icon: BarChartIcon,
    dimensionsLabel: 'Categories',
    valuesLabel: 'Series',
    customization: [
      {
        id: 'bars',
        label: 'Bars',
        controls: {
          horizontal: { label: 'Horizontal', type: 'boolean', default: false },
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
        id: 'lines',
        label: 'Lines',
        controls: {
          area: { label: 'Fill the area', type: 'boolean', default: false },
        },
      },
    ],
  },
  pie: {
    label: 'Pie',
    icon: PieChartIcon,
    dimensionsLabel: 'Slices',
    valuesLabel: 'Size',
    maxDimensions: 1,
    maxValues: 1,
    customization: [
      {
        id: 'pie',
        label: 'Pie',
        controls: {
          shape: {
            label: 'Shape',
            type: 'select',
            default: 'pie',
            options: [
              { content: 'Pie', value: 'pie' },
              { content: 'Donut', value: 'donut' },
            ],
          },
        },
      },
    ],
  },
};

const compact = new Intl.NumberFormat('en-US', { notation: 'compact' });
const formatValue = (value) => (value == null ? '' : compact.format(value));

/**
 * Draws the chart the grid describes. `dimensions` and `values` are lists of datasets
 * (`{ id, label, data }`), aligned index by index with the rows the grid shows.
 */
export function ChartRenderer({ chartType, dimensions, values, configuration }) {
  if (!chartType || dimensions.length === 0 || values.length === 0) {
    return (
      <Typography variant="body2" sx={{ p: 2, minHeight: 60 }}>
        No chart yet: choose a type, a category and a value in the charts panel.
      </Typography>
    );
  }

  // With several dimensions, a category is the combination of their labels ("EMEA · Licenses").
  const categories = dimensions[0].data.map((_value, index) =>
    dimensions.map((dimension) => String(dimension.data[index] ?? '')).join(' · '),
  );
  const series = values.map((value) => ({ id: value.id, label: value.label, data: value.data }));

  if (chartType === 'pie') {
    const [first] = values;
    return (
      <PieChart
        height={240}
        series={[
          {
            innerRadius: configuration.shape === 'donut' ? 50 : 0,
            valueFormatter: (item) => formatValue(item.value),
            data: categories.map((label, index) => ({ id: label, label, value: first.data[index] ?? 0 })),
          },
        ]}
      />
    );
  }

  if (chartType === 'line') {
    return (
      <LineChart
        height={240}
        xAxis={[{ scaleType: 'point', data: categories }]}
        yAxis={[{ valueFormatter: formatValue, width: 56 }]}
        series={series.map((item) => ({ ...item, area: Boolean(configuration.area), valueFormatter: formatValue }))}
      />
    );
  }

  const horizontal = Boolean(configuration.horizontal);
  const band = { scaleType: 'band', data: categories };
  return (
    <BarChart
      height={240}
      layout={horizontal ? 'horizontal' : 'vertical'}
      xAxis={horizontal ? [{ valueFormatter: formatValue }] : [band]}
      yAxis={horizontal ? [{ ...band, width: 90 }] : [{ valueFormatter: formatValue, width: 56 }]}
      series={series.map((item) => ({
        ...item,
        stack: configuration.stacked ? 'total' : undefined,
        valueFormatter: formatValue,
      }))}
    />
  );
}

export const salesColumns = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'country', headerName: 'Country', width: 110 },
  { field: 'product', headerName: 'Product', width: 110 },
  { field: 'quarter', headerName: 'Quarter', width: 90 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 110 },
];
