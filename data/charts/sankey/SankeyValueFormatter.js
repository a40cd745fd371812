import Box from '@mui/material/Box';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import { useIsBrowser } from './useIsBrowser';

// Yearly household spending in euros.
const links = [
  { source: 'Income', target: 'Fixed costs', value: 21600 },
  { source: 'Income', target: 'Variable costs', value: 12400 },
  { source: 'Income', target: 'Savings', value: 8000 },
  { source: 'Fixed costs', target: 'Rent', value: 14400 },
  { source: 'Fixed costs', target: 'Insurance', value: 3600 },
  { source: 'Fixed costs', target: 'Utilities', value: 3600 },
  { source: 'Variable costs', target: 'Groceries', value: 7200 },
  { source: 'Variable costs', target: 'Leisure', value: 5200 },
];
const income = 42000;

function formatValue(value, context) {
  const share = `${Math.round((value / income) * 100)}%`;
  // Labels on the drawing stay short: the share of the income.
  if (context.location === 'label') {
    return share;
  }
  // The tooltip already names the node or the flow: add the amount, and mark node totals.
  const amount = `€${value.toLocaleString('en-US')}`;
  if (context.type === 'node') {
    return `${amount} in total (${share} of income)`;
  }
  return `${amount} (${share} of income)`;
}

export default function SankeyValueFormatter() {
  const isBrowser = useIsBrowser();
  if (!isBrowser) {
    return <Box sx={{ height: 340 }} />;
  }
  return (
    <SankeyChart
      height={340}
      series={{
        id: 'household',
        data: { links },
        linkOptions: { showValues: true },
        valueFormatter: formatValue,
      }}
    />
  );
}
