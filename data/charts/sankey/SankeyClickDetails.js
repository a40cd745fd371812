import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import { useIsBrowser } from './useIsBrowser';

const links = [
  { source: 'Email', target: 'Support', value: 320 },
  { source: 'Chat', target: 'Support', value: 540 },
  { source: 'Phone', target: 'Support', value: 190 },
  { source: 'Support', target: 'Solved', value: 870 },
  { source: 'Support', target: 'Escalated', value: 180 },
  { source: 'Escalated', target: 'Engineering', value: 120 },
  { source: 'Escalated', target: 'Billing', value: 60 },
];

export default function SankeyClickDetails() {
  const isBrowser = useIsBrowser();
  const [message, setMessage] = React.useState('Click a node or a link to see its details.');

  const handleNodeClick = (_event, { node }) => {
    const incoming = node.targetLinks.length;
    const outgoing = node.sourceLinks.length;
    setMessage(
      `${node.label}: ${node.value} requests, ${incoming} incoming and ${outgoing} outgoing link${outgoing === 1 ? '' : 's'}.`,
    );
  };
  const handleLinkClick = (_event, { link }) => {
    const share = Math.round((link.value / link.source.value) * 100);
    setMessage(
      `${link.source.label} → ${link.target.label}: ${link.value} requests, ${share}% of ${link.source.label}.`,
    );
  };

  return (
    <Stack spacing={1}>
      {isBrowser ? (
        <SankeyChart
          height={300}
          series={{ id: 'requests', data: { links } }}
          onNodeClick={handleNodeClick}
          onLinkClick={handleLinkClick}
        />
      ) : (
        <Box sx={{ height: 300 }} />
      )}
      <Typography role="status" variant="body2" sx={{ minHeight: 24 }}>
        {message}
      </Typography>
    </Stack>
  );
}
