import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

interface Country {
  name: string;
  downloads: number;
}

const countries: Country[] = [
  { name: 'Germany', downloads: 18400 },
  { name: 'Brazil', downloads: 12950 },
  { name: 'United States', downloads: 41200 },
  { name: 'India', downloads: 27300 },
  { name: 'France', downloads: 11800 },
  { name: 'Japan', downloads: 15100 },
  { name: 'Canada', downloads: 9700 },
  { name: 'United Kingdom', downloads: 16600 },
];

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

export default function SortedRanking() {
  // Sort once, then derive the axis categories and the values from the same array so they stay aligned.
  const ranked = React.useMemo(() => [...countries].sort((a, b) => b.downloads - a.downloads), []);

  return (
    <BarChart
      height={360}
      layout="horizontal"
      borderRadius={6}
      dataset={ranked.map((country) => ({ ...country }))}
      yAxis={[{ scaleType: 'band', dataKey: 'name', width: 110 }]}
      xAxis={[{ max: 50000, tickNumber: 5, valueFormatter: (value: number) => compact.format(value) }]}
      series={[
        {
          dataKey: 'downloads',
          label: 'Downloads last month',
          barLabel: (item) => (item.value === null ? null : compact.format(item.value)),
          barLabelPlacement: 'outside',
          valueFormatter: (value) => (value === null ? '' : value.toLocaleString('en-US')),
        },
      ]}
      hideLegend
    />
  );
}
