import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Made-up software projects: lines of code (x) and open issues (y), spread over several orders of magnitude.
const projects = [
  { id: 'cli', x: 1200, y: 3 },
  { id: 'parser', x: 4800, y: 11 },
  { id: 'widgets', x: 9500, y: 40 },
  { id: 'server', x: 23000, y: 52 },
  { id: 'sdk', x: 61000, y: 180 },
  { id: 'editor', x: 140000, y: 260 },
  { id: 'browser', x: 480000, y: 1900 },
  { id: 'os', x: 2100000, y: 5200 },
  { id: 'game', x: 38000, y: 410 },
  { id: 'docs', x: 7000, y: 2 },
];

const compact = (value) => value.toLocaleString('en-US', { notation: 'compact' });

export default function ScatterLogAxes() {
  return (
    <ScatterChart
      height={360}
      title="Open issues against project size"
      desc="On log axes, the projects form a rising band: issues grow roughly in proportion to size, with the game project well above the band."
      xAxis={[{ scaleType: 'log', label: 'Lines of code', valueFormatter: compact }]}
      yAxis={[{ scaleType: 'log', label: 'Open issues', valueFormatter: compact, width: 60 }]}
      series={[
        {
          id: 'projects',
          data: projects,
          label: 'Projects',
          markerSize: 6,
          valueFormatter: (point) => (point ? `${compact(point.x)} lines, ${point.y} issues` : ''),
        },
      ]}
      grid={{ horizontal: true, vertical: true }}
      hideLegend
    />
  );
}
