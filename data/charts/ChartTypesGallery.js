import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { Gauge } from '@mui/x-charts/Gauge';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

const HEIGHT = 150;
const NO_LEGEND = { legend: { sx: { display: 'none' } } };
const TIGHT = { top: 8, right: 8, bottom: 8, left: 8 };
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

// The Sankey layout of 8.29.3 needs iterator helpers that Node.js 20 lacks: the server draws the
// thumbnail's empty frame and the browser the chart.
const subscribe = () => () => {};
const useIsBrowser = () =>
  React.useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

function SankeyThumbnail() {
  const isBrowser = useIsBrowser();
  if (!isBrowser) return <Box sx={{ height: HEIGHT }} />;
  return (
    <SankeyChart
      height={HEIGHT}
      margin={TIGHT}
      series={{
        data: {
          links: [
            { source: 'Visits', target: 'Trials', value: 40 },
            { source: 'Visits', target: 'Left', value: 60 },
            { source: 'Trials', target: 'Paid', value: 15 },
            { source: 'Trials', target: 'Lapsed', value: 25 },
          ],
        },
      }}
    />
  );
}

const thumbnails = [
  {
    name: 'Bar',
    href: '/x/react-charts/bars/',
    chart: (
      <BarChart
        height={HEIGHT}
        margin={TIGHT}
        xAxis={[{ scaleType: 'band', data: days, position: 'none' }]}
        yAxis={[{ position: 'none' }]}
        series={[{ data: [4, 7, 5, 9, 6] }, { data: [3, 5, 6, 4, 8] }]}
        slotProps={NO_LEGEND}
      />
    ),
  },
  {
    name: 'Line',
    href: '/x/react-charts/lines/',
    chart: (
      <LineChart
        height={HEIGHT}
        margin={TIGHT}
        xAxis={[{ scaleType: 'point', data: days, position: 'none' }]}
        yAxis={[{ position: 'none' }]}
        series={[{ data: [3, 6, 4, 8, 7] }, { data: [5, 4, 6, 5, 9] }]}
        slotProps={NO_LEGEND}
      />
    ),
  },
  {
    name: 'Area',
    href: '/x/react-charts/lines/areas/',
    chart: (
      <LineChart
        height={HEIGHT}
        margin={TIGHT}
        xAxis={[{ scaleType: 'point', data: days, position: 'none' }]}
        yAxis={[{ position: 'none' }]}
        series={[
          { data: [2, 3, 4, 3, 5], area: true, stack: 'all', showMark: false },
          { data: [3, 2, 3, 4, 4], area: true, stack: 'all', showMark: false },
        ]}
        slotProps={NO_LEGEND}
      />
    ),
  },
  {
    name: 'Pie',
    href: '/x/react-charts/pie/',
    chart: (
      <PieChart
        height={HEIGHT}
        margin={TIGHT}
        series={[{ innerRadius: '40%', data: [{ value: 45 }, { value: 30 }, { value: 25 }] }]}
        slotProps={NO_LEGEND}
      />
    ),
  },
  {
    name: 'Scatter',
    href: '/x/react-charts/scatter/',
    chart: (
      <ScatterChart
        height={HEIGHT}
        margin={TIGHT}
        xAxis={[{ position: 'none' }]}
        yAxis={[{ position: 'none' }]}
        series={[
          {
            data: [
              { x: 1, y: 2, id: 1 },
              { x: 2, y: 4, id: 2 },
              { x: 3, y: 3, id: 3 },
              { x: 4, y: 6, id: 4 },
              { x: 5, y: 5, id: 5 },
              { x: 6, y: 8, id: 6 },
              { x: 7, y: 7, id: 7 },
            ],
          },
        ]}
        slotProps={NO_LEGEND}
      />
    ),
  },
  {
    name: 'Sparkline',
    href: '/x/react-charts/sparkline/',
    chart: (
      <Box sx={{ height: HEIGHT, display: 'flex', alignItems: 'center' }}>
        <SparkLineChart height={60} data={[3, 5, 4, 7, 6, 9, 8, 11]} area showHighlight showTooltip />
      </Box>
    ),
  },
  {
    name: 'Gauge',
    href: '/x/react-charts/gauge/',
    chart: <Gauge height={HEIGHT} value={72} startAngle={-110} endAngle={110} innerRadius="70%" />,
  },
  {
    name: 'Radar',
    href: '/x/react-charts/radar/',
    chart: (
      <RadarChart
        height={HEIGHT}
        margin={{ top: 16, right: 48, bottom: 8, left: 48 }}
        radar={{ max: 10, metrics: ['Speed', 'Range', 'Ease', 'Price', 'Safety'] }}
        series={[{ data: [8, 6, 7, 5, 9] }]}
        slotProps={NO_LEGEND}
      />
    ),
  },
  {
    name: 'Heatmap',
    href: '/x/react-charts/heatmap/',
    pro: true,
    chart: (
      <Heatmap
        height={HEIGHT}
        margin={TIGHT}
        xAxis={[{ data: days, position: 'none' }]}
        yAxis={[{ data: ['AM', 'Noon', 'PM'], position: 'none' }]}
        zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 6, color: ['#c7d7fe', '#2a3cb8'] } }]}
        series={[
          {
            data: days.flatMap((_, x) => [0, 1, 2].map((y) => [x, y, ((x + 2) * (y + 3)) % 7])),
          },
        ]}
        slotProps={NO_LEGEND}
      />
    ),
  },
  {
    name: 'Funnel',
    href: '/x/react-charts/funnel/',
    pro: true,
    chart: (
      <FunnelChart
        height={HEIGHT}
        margin={TIGHT}
        series={[{ data: [{ value: 200 }, { value: 120 }, { value: 70 }, { value: 30 }] }]}
        slotProps={NO_LEGEND}
      />
    ),
  },
  {
    name: 'Pyramid',
    href: '/x/react-charts/pyramid/',
    pro: true,
    chart: (
      <FunnelChart
        height={HEIGHT}
        margin={TIGHT}
        series={[{ curve: 'pyramid', data: [{ value: 10 }, { value: 25 }, { value: 45 }] }]}
        slotProps={NO_LEGEND}
      />
    ),
  },
  { name: 'Sankey', href: '/x/react-charts/sankey/', pro: true, chart: <SankeyThumbnail /> },
];

/** Every chart type of the two packages as a small live thumbnail, each leading to its page. */
export default function ChartTypesGallery() {
  return (
    <Box
      component="ul"
      aria-label="Chart types"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
      }}
    >
      {thumbnails.map((thumbnail) => (
        <Paper component="li" key={thumbnail.name} variant="outlined" sx={{ p: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
            <Link href={thumbnail.href} variant="subtitle2" underline="hover">
              {thumbnail.name}
            </Link>
            {thumbnail.pro ? (
              <Box
                component="span"
                title="Needs the Pro plan"
                sx={{
                  px: 0.75,
                  border: 1,
                  borderRadius: 2,
                  fontSize: '0.6875rem',
                  fontWeight: 600,
                  lineHeight: '16px',
                  color: 'primary.main',
                }}
              >
                Pro
              </Box>
            ) : null}
          </Box>
          {thumbnail.chart}
        </Paper>
      ))}
    </Box>
  );
}
