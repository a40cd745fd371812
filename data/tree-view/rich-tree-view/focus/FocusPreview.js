import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const SOLAR_SYSTEM = [
  {
    id: 'inner',
    label: 'Inner planets',
    fact: 'Small, rocky worlds close to the Sun.',
    children: [
      { id: 'mercury', label: 'Mercury', fact: 'A year lasts 88 Earth days.' },
      { id: 'venus', label: 'Venus', fact: 'The hottest planet, thanks to its thick clouds.' },
      { id: 'earth', label: 'Earth', fact: 'The only planet known to host life.' },
    ],
  },
  {
    id: 'outer',
    label: 'Outer planets',
    fact: 'Giants made mostly of gas and ice.',
    children: [
      { id: 'jupiter', label: 'Jupiter', fact: 'More massive than all other planets combined.' },
      { id: 'saturn', label: 'Saturn', fact: 'Its rings are mostly made of ice.' },
    ],
  },
];

const FACTS = new Map();
SOLAR_SYSTEM.forEach((group) => {
  FACTS.set(group.id, group.fact);
  group.children?.forEach((planet) => FACTS.set(planet.id, planet.fact));
});

export default function FocusPreview() {
  const [focusedId, setFocusedId] = React.useState(null);

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', minHeight: 280 }}>
      <Box sx={{ minWidth: 220 }}>
        <RichTreeView
          aria-label="Planets"
          items={SOLAR_SYSTEM}
          defaultExpandedItems={['inner']}
          onItemFocus={(event, itemId) => setFocusedId(itemId)}
        />
      </Box>
      <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 200, alignSelf: 'flex-start' }}>
        <Typography variant="subtitle2">Preview</Typography>
        <Typography variant="body2" color="text.secondary">
          {focusedId ? FACTS.get(focusedId) : 'Tab into the tree and use the arrow keys to preview an item.'}
        </Typography>
      </Paper>
    </Box>
  );
}
