import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import { useIsBrowser } from './useIsBrowser';

const nodes = [
  { id: 'berlin', label: 'Berlin hub' },
  { id: 'munich', label: 'Munich hub' },
  { id: 'north', label: 'North stores' },
  { id: 'south', label: 'South stores' },
  { id: 'online', label: 'Online orders' },
];

const links = [
  { source: 'berlin', target: 'north', value: 420 },
  { source: 'berlin', target: 'online', value: 310 },
  { source: 'munich', target: 'south', value: 530 },
  { source: 'munich', target: 'online', value: 180 },
  { source: 'berlin', target: 'south', value: 60 },
];

export default function SankeyControlledHighlight() {
  const isBrowser = useIsBrowser();
  const [highlightedItem, setHighlightedItem] = React.useState(null);
  const selectedNode = highlightedItem?.subType === 'node' ? highlightedItem.nodeId : null;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} aria-label="Highlight a node">
        {nodes.map((node) => (
          <Chip
            key={node.id}
            label={node.label}
            color={selectedNode === node.id ? 'primary' : 'default'}
            variant={selectedNode === node.id ? 'filled' : 'outlined'}
            onClick={() =>
              setHighlightedItem(
                selectedNode === node.id
                  ? null
                  : { type: 'sankey', seriesId: 'deliveries', subType: 'node', nodeId: node.id },
              )
            }
          />
        ))}
      </Stack>
      {isBrowser ? (
        <SankeyChart
          height={280}
          highlightedItem={highlightedItem}
          onHighlightChange={setHighlightedItem}
          series={{
            id: 'deliveries',
            data: { nodes, links },
            nodeOptions: { highlight: 'links', fade: 'global' },
            linkOptions: { highlight: 'nodes', fade: 'global' },
            valueFormatter: (value) => `${value} pallets`,
          }}
        />
      ) : (
        <Box sx={{ height: 280 }} />
      )}
    </Stack>
  );
}
