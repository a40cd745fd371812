import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const PANTRY = [
  {
    id: 'grains',
    label: 'Grains',
    children: [
      { id: 'rice', label: 'Basmati rice' },
      { id: 'oats', label: 'Rolled oats' },
    ],
  },
  { id: 'spices', label: 'Spices', children: [{ id: 'cumin', label: 'Cumin' }] },
];

export default function FocusRingStyles() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 260 }}>
      <RichTreeView
        aria-label="Pantry"
        items={PANTRY}
        defaultExpandedItems={['grains']}
        sx={{
          '& .MuiTreeItem-content[data-focused]': {
            outline: '2px solid',
            outlineColor: 'primary.main',
            outlineOffset: '-2px',
          },
          '& .MuiTreeItem-content[data-selected]': {
            bgcolor: 'action.selected',
            fontWeight: 600,
          },
        }}
      />
    </Box>
  );
}
