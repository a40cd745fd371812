import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import { useIsBrowser } from './useIsBrowser';

const baseLinks = [
  { source: 'Draft', target: 'Review', value: 40 },
  { source: 'Review', target: 'Approved', value: 31 },
  { source: 'Review', target: 'Rejected', value: 9 },
];
// Reviewers send some documents back to the author: a flow that leads back to where it came from.
const sentBack = { source: 'Review', target: 'Draft', value: 6 };

// Depth-first search: returns the ids of a cycle, or null.
function findCycle(links) {
  const next = new Map();
  links.forEach(({ source, target }) => next.set(source, [...(next.get(source) ?? []), target]));
  const state = new Map();
  const path = [];
  const visit = (node) => {
    if (state.get(node) === 'visiting') {
      return [...path.slice(path.indexOf(node)), node];
    }
    if (state.get(node) === 'done') {
      return null;
    }
    state.set(node, 'visiting');
    path.push(node);
    for (const target of next.get(node) ?? []) {
      const cycle = visit(target);
      if (cycle) {
        return cycle;
      }
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of next.keys()) {
    const cycle = visit(node);
    if (cycle) {
      return cycle;
    }
  }
  return null;
}

export default function SankeyCycleCheck() {
  const isBrowser = useIsBrowser();
  const [includeSentBack, setIncludeSentBack] = React.useState(false);
  const links = includeSentBack ? [...baseLinks, sentBack] : baseLinks;
  const cycle = findCycle(links);
  let content = <Box sx={{ height: 260 }} />;
  if (cycle) {
    content = (
      <Box
        sx={{ height: 260, display: 'grid', placeItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Typography variant="body2" color="text.secondary">
          Nothing to draw until the cycle is removed.
        </Typography>
      </Box>
    );
  } else if (isBrowser) {
    content = <SankeyChart height={260} series={{ id: 'documents', data: { links } }} />;
  }
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={includeSentBack} onChange={(event) => setIncludeSentBack(event.target.checked)} />}
        label="Include documents sent back to the author"
      />
      <Typography role="status" variant="body2" sx={{ minHeight: 24 }}>
        {cycle
          ? `This data has a cycle (${cycle.map(String).join(' → ')}), which a Sankey diagram cannot draw.`
          : 'No cycle: the flows can be drawn.'}
      </Typography>
      {content}
    </Stack>
  );
}
