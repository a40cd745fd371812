import { PieChart } from '@mui/x-charts/PieChart';

const browsers = [
  { id: 'chrome', value: 64, label: 'Chrome' },
  { id: 'safari', value: 19, label: 'Safari' },
  { id: 'edge', value: 5, label: 'Edge' },
  { id: 'firefox', value: 3, label: 'Firefox' },
  { id: 'other', value: 9, label: 'Other' },
];

export default function PieHighlightGeometry() {
  return (
    <PieChart
      height={300}
      title="Browser share of visits"
      series={[
        {
          id: 'browsers',
          data: browsers,
          innerRadius: 50,
          outerRadius: 110,
          paddingAngle: 1,
          cornerRadius: 3,
          highlightScope: { highlight: 'item', fade: 'global' },
          // The hovered arc grows outwards and gets a thicker ring…
          highlighted: { additionalRadius: 10, innerRadius: 40 },
          // …while every other arc turns gray and shrinks a little.
          faded: { color: '#bdbdbd', additionalRadius: -6 },
          valueFormatter: (item) => `${item.value}%`,
        },
      ]}
    />
  );
}
