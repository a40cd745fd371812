import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { Unstable_SankeyChart as SankeyChart } from '@mui/x-charts-pro/SankeyChart';
import type { SankeyLinkOptions, SankeyNodeOptions } from '@mui/x-charts-pro/SankeyChart';
import { useIsBrowser } from './useIsBrowser';

type NodeHighlight = NonNullable<SankeyNodeOptions['highlight']>;
type LinkHighlight = NonNullable<SankeyLinkOptions['highlight']>;
type Fade = 'global' | 'none';

const links = [
  { source: 'Kitchen', target: 'Compost', value: 34 },
  { source: 'Kitchen', target: 'General waste', value: 18 },
  { source: 'Office', target: 'Paper', value: 41 },
  { source: 'Office', target: 'General waste', value: 9 },
  { source: 'Workshop', target: 'Metal', value: 22 },
  { source: 'Workshop', target: 'General waste', value: 15 },
  { source: 'Compost', target: 'Recovered', value: 34 },
  { source: 'Paper', target: 'Recovered', value: 41 },
  { source: 'Metal', target: 'Recovered', value: 22 },
  { source: 'General waste', target: 'Landfill', value: 42 },
];

export default function SankeyHighlightOptions() {
  const isBrowser = useIsBrowser();
  const [nodeHighlight, setNodeHighlight] = React.useState<NodeHighlight>('links');
  const [linkHighlight, setLinkHighlight] = React.useState<LinkHighlight>('nodes');
  const [fade, setFade] = React.useState<Fade>('global');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
        <TextField
          select
          size="small"
          label="nodeOptions.highlight"
          value={nodeHighlight}
          onChange={(event) => setNodeHighlight(event.target.value as NodeHighlight)}
          sx={{ minWidth: 190 }}
        >
          {['nodes', 'links', 'incoming', 'outgoing', 'none'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="linkOptions.highlight"
          value={linkHighlight}
          onChange={(event) => setLinkHighlight(event.target.value as LinkHighlight)}
          sx={{ minWidth: 190 }}
        >
          {['links', 'nodes', 'source', 'target', 'none'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="fade"
          value={fade}
          onChange={(event) => setFade(event.target.value as Fade)}
          sx={{ minWidth: 120 }}
        >
          <MenuItem value="global">global</MenuItem>
          <MenuItem value="none">none</MenuItem>
        </TextField>
      </Stack>
      {isBrowser ? (
        <SankeyChart
          height={320}
          series={{
            id: 'waste',
            data: { links },
            nodeOptions: { highlight: nodeHighlight, fade },
            linkOptions: { highlight: linkHighlight, fade },
            valueFormatter: (value) => `${value} kg`,
          }}
        />
      ) : (
        <Box sx={{ height: 320 }} />
      )}
    </Stack>
  );
}
