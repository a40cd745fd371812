import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const REGIONS = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      { id: 'lisbon', label: 'Lisbon' },
      { id: 'krakow', label: 'Kraków' },
      { id: 'tallinn', label: 'Tallinn' },
    ],
  },
  {
    id: 'asia',
    label: 'Asia',
    children: [
      { id: 'osaka', label: 'Osaka' },
      { id: 'hanoi', label: 'Hanoi' },
    ],
  },
];

export default function PropagationOptions() {
  const [propagation, setPropagation] = React.useState({
    descendants: true,
    parents: false,
  });

  const toggle = (key) => () => setPropagation((previous) => ({ ...previous, [key]: !previous[key] }));

  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <FormGroup row>
        <FormControlLabel
          control={<Switch checked={!!propagation.descendants} onChange={toggle('descendants')} />}
          label="descendants"
        />
        <FormControlLabel
          control={<Switch checked={!!propagation.parents} onChange={toggle('parents')} />}
          label="parents"
        />
      </FormGroup>
      <RichTreeView
        aria-label="Delivery regions"
        items={REGIONS}
        multiSelect
        checkboxSelection
        selectionPropagation={propagation}
        defaultExpandedItems={['europe', 'asia']}
      />
    </Box>
  );
}
