import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Illustrative figures: GDP per person (USD, log scale) and life expectancy (years).
const regions = {
  Africa: [
    { id: 'ng', x: 2100, y: 54 },
    { id: 'ke', x: 2000, y: 62 },
    { id: 'za', x: 6200, y: 64 },
    { id: 'ma', x: 3700, y: 75 },
    { id: 'et', x: 1000, y: 65 },
  ],
  Americas: [
    { id: 'us', x: 80000, y: 77 },
    { id: 'br', x: 9500, y: 74 },
    { id: 'mx', x: 11000, y: 73 },
    { id: 'ca', x: 53000, y: 82 },
    { id: 'ht', x: 1700, y: 64 },
  ],
  Asia: [
    { id: 'jp', x: 34000, y: 84 },
    { id: 'in', x: 2500, y: 70 },
    { id: 'cn', x: 12600, y: 78 },
    { id: 'id', x: 4900, y: 71 },
    { id: 'sg', x: 84000, y: 83 },
  ],
  Europe: [
    { id: 'de', x: 52000, y: 81 },
    { id: 'pl', x: 22000, y: 78 },
    { id: 'es', x: 32000, y: 83 },
    { id: 'ua', x: 5000, y: 71 },
    { id: 'no', x: 87000, y: 83 },
  ],
};

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export default function WealthAndHealth() {
  return (
    <ScatterChart
      height={380}
      xAxis={[
        {
          scaleType: 'log',
          min: 500,
          max: 100000,
          tickInterval: [500, 1000, 2000, 5000, 10000, 20000, 50000, 100000],
          label: 'GDP per person (USD, log scale)',
          valueFormatter: (value: number) => usd.format(value),
        },
      ]}
      yAxis={[{ min: 50, max: 90, label: 'Life expectancy (years)', width: 60 }]}
      series={Object.entries(regions).map(([region, data]) => ({
        id: region,
        label: region,
        data,
        markerSize: 6,
        highlightScope: { highlight: 'series', fade: 'global' } as const,
        valueFormatter: (point) =>
          point ? `${String(point.id).toUpperCase()}: ${usd.format(point.x)}, ${point.y} years` : '',
      }))}
      grid={{ vertical: true, horizontal: true }}
    />
  );
}
