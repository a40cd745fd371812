import Box from '@mui/material/Box';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';

const GALAXY = [
  {
    id: 'inner',
    label: 'Inner planets',
    children: [
      { id: 'mercury', label: 'Mercury' },
      { id: 'venus', label: 'Venus' },
      { id: 'earth', label: 'Earth' },
    ],
  },
  {
    id: 'outer',
    label: 'Outer planets',
    children: [
      { id: 'jupiter', label: 'Jupiter' },
      { id: 'saturn', label: 'Saturn' },
    ],
  },
];

// The same icon for both states: React keeps the element, so CSS can animate it.
const SLOTS = { expandIcon: ChevronRightIcon, collapseIcon: ChevronRightIcon };

export default function RotatingChevron() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView
        aria-label="Planets"
        items={GALAXY}
        slots={SLOTS}
        sx={{
          [`& .${treeItemClasses.iconContainer} svg`]: {
            transition: 'transform 150ms ease-out',
          },
          [`& .${treeItemClasses.expanded} > .${treeItemClasses.iconContainer} svg`]: {
            transform: 'rotate(90deg)',
          },
          '@media (prefers-reduced-motion: reduce)': {
            [`& .${treeItemClasses.iconContainer} svg`]: { transition: 'none' },
          },
        }}
      />
    </Box>
  );
}
