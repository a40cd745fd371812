import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const STATIONS: TreeViewBaseItem[] = [
  {
    id: 'coastal',
    label: 'Coastal stations',
    children: [
      { id: 'pier', label: 'Pier 4: 18 °C' },
      { id: 'lighthouse', label: 'Lighthouse: 16 °C' },
    ],
  },
  { id: 'summit', label: 'Summit: 3 °C' },
];

// Class names of your own, applied to every item's content and label.
const CLASSES = { itemContent: 'station-row', itemLabel: 'station-label' };

export default function TreeClassesProp() {
  return (
    <Box
      sx={{
        minHeight: 200,
        minWidth: 260,
        '& .station-row': { borderBottom: 1, borderColor: 'divider', borderRadius: 0 },
        '& .station-label': { fontFamily: 'monospace' },
      }}
    >
      <RichTreeView
        aria-label="Weather stations"
        items={STATIONS}
        classes={CLASSES}
        defaultExpandedItems={['coastal']}
      />
    </Box>
  );
}
