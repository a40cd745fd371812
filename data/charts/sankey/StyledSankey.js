import * as React from 'react';
import Box from '@mui/material/Box';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';

// The Sankey layout of 8.29.3 uses iterator helpers (`Iterator.prototype.toArray`), which Node.js 20
// lacks, so the chart is rendered in the browser only; the server renders a box of the same height.
const subscribe = () => () => {};
function useIsBrowser() {
  return React.useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

const nodes = [
  { id: 'ads', label: 'Ads', color: '#5c6bc0' },
  { id: 'search', label: 'Search', color: '#26a69a' },
  { id: 'referral', label: 'Referrals', color: '#ffa726' },
  { id: 'signup', label: 'Signed up', color: '#78909c' },
  { id: 'bounce', label: 'Left', color: '#bdbdbd' },
  { id: 'paid', label: 'Paid plan', color: '#43a047' },
  { id: 'free', label: 'Free plan', color: '#9ccc65' },
];

const links = [
  { source: 'ads', target: 'signup', value: 420 },
  { source: 'ads', target: 'bounce', value: 980 },
  { source: 'search', target: 'signup', value: 610 },
  { source: 'search', target: 'bounce', value: 540 },
  { source: 'referral', target: 'signup', value: 270 },
  { source: 'referral', target: 'bounce', value: 60 },
  { source: 'signup', target: 'paid', value: 330 },
  { source: 'signup', target: 'free', value: 970 },
];

const series = {
  id: 'visitor-flow',
  data: { nodes, links },
  nodeOptions: { width: 12, padding: 18, align: 'justify', sort: 'fixed' },
  linkOptions: { color: 'source', opacity: 0.45, showValues: true },
  valueFormatter: (value, context) => (context.type === 'link' ? `${value} visitors` : `${value} in total`),
};

export default function StyledSankey() {
  const isBrowser = useIsBrowser();
  if (!isBrowser) {
    return <Box sx={{ height: 360 }} />;
  }
  return <SankeyChart height={360} series={series} />;
}
