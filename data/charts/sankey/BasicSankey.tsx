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

const links = [
  { source: 'Salary', target: 'Budget', value: 3200 },
  { source: 'Freelance', target: 'Budget', value: 800 },
  { source: 'Budget', target: 'Housing', value: 1400 },
  { source: 'Budget', target: 'Food', value: 650 },
  { source: 'Budget', target: 'Transport', value: 300 },
  { source: 'Budget', target: 'Savings', value: 1100 },
  { source: 'Budget', target: 'Leisure', value: 550 },
];

const series = {
  id: 'budget-flow',
  data: { links },
  valueFormatter: (value: number) => `€${value}`,
};

export default function BasicSankey() {
  const isBrowser = useIsBrowser();
  if (!isBrowser) {
    return <Box sx={{ height: 340 }} />;
  }
  return <SankeyChart height={340} series={series} />;
}
