import { LineChart } from '@mui/x-charts/LineChart';

// Elevation along a hiking trail, every half kilometer.
const distance = Array.from({ length: 25 }, (_, index) => index * 0.5);
const elevation = [
  820, 870, 940, 1010, 1090, 1180, 1260, 1350, 1470, 1580, 1690, 1790, 1880, 1960, 2040, 2110, 2060, 1980, 1900, 1850,
  1890, 1960, 2080, 2190, 2240,
];

export default function AreaColorMap() {
  return (
    <LineChart
      height={300}
      title="Elevation profile of a trail, colored by vegetation zone"
      xAxis={[{ data: distance, valueFormatter: (km) => `${km} km`, label: 'Distance' }]}
      yAxis={[
        {
          min: 600,
          valueFormatter: (meters) => `${meters} m`,
          width: 60,
          // Forest below 1,200 m, alpine meadow up to 1,900 m, rock above: line and area share the bands.
          colorMap: { type: 'piecewise', thresholds: [1200, 1900], colors: ['#2e7d32', '#9ccc65', '#8d6e63'] },
        },
      ]}
      series={[
        {
          id: 'elevation',
          data: elevation,
          label: 'Elevation',
          area: true,
          showMark: false,
          // Fill to the bottom of the plot, since the y-axis starts at 600 m.
          baseline: 'min',
          valueFormatter: (value) => `${value} m`,
        },
      ]}
      hideLegend
    />
  );
}
