import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const SHELVES = [
  {
    id: 'fruit',
    label: 'Fruit',
    children: [
      { id: 'apples', label: 'Apples' },
      { id: 'apricots', label: 'Apricots' },
      { id: 'bananas', label: 'Bananas' },
    ],
  },
  {
    id: 'vegetables',
    label: 'Vegetables',
    children: [
      { id: 'beans', label: 'Beans' },
      { id: 'carrots', label: 'Carrots' },
    ],
  },
  { id: 'bread', label: 'Bread' },
];

export default function LabelledKeyboardTree() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <Typography id="grocery-tree-title" variant="subtitle1" component="h3">
        Grocery shelves
      </Typography>
      <RichTreeView aria-labelledby="grocery-tree-title" items={SHELVES} multiSelect defaultExpandedItems={['fruit']} />
    </Box>
  );
}
