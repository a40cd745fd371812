import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { SankeyDataProvider, SankeyPlot, SankeyTooltip, useSankeyLayout } from '@mui/x-charts-pro/SankeyChart';
import { useIsBrowser } from './useIsBrowser';

const links = [
  { source: 'Search', target: 'Docs', value: 5200 },
  { source: 'Search', target: 'Blog', value: 1900 },
  { source: 'Social', target: 'Blog', value: 2400 },
  { source: 'Social', target: 'Docs', value: 600 },
  { source: 'Docs', target: 'Install', value: 2100 },
  { source: 'Blog', target: 'Install', value: 700 },
];

// HTML that reads the computed layout: the three largest flows.
function LargestFlows() {
  const layout = useSankeyLayout();
  if (!layout) {
    return null;
  }
  const largest = [...layout.links].sort((a, b) => b.value - a.value).slice(0, 3);
  return (
    <Box component="ol" sx={{ m: 0, pl: 3 }}>
      {largest.map((link) => (
        <Typography component="li" variant="body2" key={`${link.source.id}-${link.target.id}`}>
          {link.source.label} → {link.target.label}: {link.value.toLocaleString('en-US')} visits
        </Typography>
      ))}
    </Box>
  );
}

export default function SankeyComposition() {
  const isBrowser = useIsBrowser();
  if (!isBrowser) {
    return <Box sx={{ height: 390 }} />;
  }
  return (
    <SankeyDataProvider height={280} series={[{ type: 'sankey', id: 'traffic', data: { links } }]}>
      <Stack spacing={2}>
        <Box>
          <Typography variant="subtitle2" component="h3">
            Largest flows
          </Typography>
          <LargestFlows />
        </Box>
        <ChartsSurface>
          <SankeyPlot />
        </ChartsSurface>
        <SankeyTooltip trigger="item" />
      </Stack>
    </SankeyDataProvider>
  );
}
