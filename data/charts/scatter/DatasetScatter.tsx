import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Records as they might come from an API: no need to reshape them into { x, y } points.
const listings = [
  { code: 'L-01', rooms: 1, area: 34, price: 910 },
  { code: 'L-02', rooms: 2, area: 52, price: 1240 },
  { code: 'L-03', rooms: 2, area: 61, price: 1380 },
  { code: 'L-04', rooms: 3, area: 74, price: 1620 },
  { code: 'L-05', rooms: 3, area: 88, price: 1790 },
  { code: 'L-06', rooms: 4, area: 96, price: 2100 },
  { code: 'L-07', rooms: 1, area: 29, price: 840 },
  { code: 'L-08', rooms: 2, area: 47, price: 1150 },
  { code: 'L-09', rooms: 4, area: 112, price: 2380 },
];

export default function DatasetScatter() {
  return (
    <ScatterChart
      height={320}
      dataset={listings}
      xAxis={[{ label: 'Area (m²)' }]}
      yAxis={[{ label: 'Rent (EUR per month)', width: 70 }]}
      series={[
        {
          id: 'listings',
          label: 'Listings',
          // datasetKeys maps the fields of each record to the point coordinates.
          datasetKeys: { id: 'code', x: 'area', y: 'price' },
          valueFormatter: (point) => (point ? `${point.id}: ${point.x} m², ${point.y} EUR` : ''),
        },
      ]}
      hideLegend
    />
  );
}
