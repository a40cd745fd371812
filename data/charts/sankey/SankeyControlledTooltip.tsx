import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import type { SankeyItemIdentifier } from '@mui/x-charts-pro/SankeyChart';
import { useIsBrowser } from './useIsBrowser';

const links = [
  { source: 'Search', target: 'Landing page', value: 4200 },
  { source: 'Social', target: 'Landing page', value: 1800 },
  { source: 'Newsletter', target: 'Blog', value: 900 },
  { source: 'Landing page', target: 'Sign-up', value: 2300 },
  { source: 'Landing page', target: 'Left', value: 3700 },
  { source: 'Blog', target: 'Sign-up', value: 350 },
  { source: 'Blog', target: 'Left', value: 550 },
];

// One key per link, so that the select can hold a plain string.
const linkKey = (link: { source: string; target: string }) => `${link.source} → ${link.target}`;

export default function SankeyControlledTooltip() {
  const isBrowser = useIsBrowser();
  // Starts closed: the chart places the tooltip once its layout is known.
  const [tooltipItem, setTooltipItem] = React.useState<SankeyItemIdentifier | null>(null);
  const selected = tooltipItem?.subType === 'link' ? `${tooltipItem.sourceId} → ${tooltipItem.targetId}` : '';

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Show the tooltip of"
        value={selected}
        onChange={(event) => {
          const link = links.find((candidate) => linkKey(candidate) === event.target.value);
          setTooltipItem(
            link
              ? { type: 'sankey', seriesId: 'visits', subType: 'link', sourceId: link.source, targetId: link.target }
              : null,
          );
        }}
        sx={{ maxWidth: 320 }}
      >
        <MenuItem value="">None</MenuItem>
        {links.map((link) => (
          <MenuItem key={linkKey(link)} value={linkKey(link)}>
            {linkKey(link)}
          </MenuItem>
        ))}
      </TextField>
      {isBrowser ? (
        <SankeyChart
          height={320}
          tooltipItem={tooltipItem}
          onTooltipItemChange={(item) => setTooltipItem(item as SankeyItemIdentifier | null)}
          series={{ id: 'visits', data: { links }, valueFormatter: (value: number) => `${value} visits` }}
        />
      ) : (
        <Box sx={{ height: 320 }} />
      )}
    </Stack>
  );
}
