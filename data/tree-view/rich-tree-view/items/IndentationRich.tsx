import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const TAXONOMY: TreeViewBaseItem[] = [
  {
    id: 'plants',
    label: 'Plants',
    children: [
      {
        id: 'flowering',
        label: 'Flowering plants',
        children: [
          {
            id: 'rosaceae',
            label: 'Rose family',
            children: [
              { id: 'apple', label: 'Apple' },
              { id: 'strawberry', label: 'Strawberry' },
            ],
          },
        ],
      },
      { id: 'ferns', label: 'Ferns' },
    ],
  },
];

export default function IndentationRich() {
  const [indent, setIndent] = React.useState(12);
  return (
    <Box sx={{ minHeight: 280, minWidth: 280 }}>
      <Typography id="indent-slider-label" variant="body2">
        Children indentation: {indent}px
      </Typography>
      <Slider
        aria-labelledby="indent-slider-label"
        value={indent}
        min={0}
        max={40}
        step={4}
        onChange={(_event, value) => setIndent(value as number)}
        sx={{ maxWidth: 240, mb: 1 }}
      />
      <RichTreeView
        aria-label="Plant taxonomy"
        items={TAXONOMY}
        itemChildrenIndentation={indent}
        defaultExpandedItems={['plants', 'flowering', 'rosaceae']}
      />
    </Box>
  );
}
