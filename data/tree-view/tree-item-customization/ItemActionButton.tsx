import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import PushPinIcon from '@mui/icons-material/PushPin';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const CHANNELS: TreeViewBaseItem[] = [
  {
    id: 'teams',
    label: 'Teams',
    children: [
      { id: 'design', label: 'design' },
      { id: 'frontend', label: 'frontend' },
      { id: 'support', label: 'support' },
    ],
  },
];

const PinnedContext = React.createContext<{
  pinned: string[];
  toggle: (itemId: string) => void;
}>({ pinned: [], toggle: () => {} });

function ChannelItem(props: TreeItemProps) {
  const { itemId, label, children } = props;
  const { pinned, toggle } = React.useContext(PinnedContext);
  const isPinned = pinned.includes(itemId);
  const isLeaf = !children || (Array.isArray(children) && children.length === 0);

  return (
    <TreeItem
      {...props}
      label={
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <span>{label}</span>
          {isLeaf ? (
            <IconButton
              size="small"
              aria-label={isPinned ? `Unpin ${label}` : `Pin ${label}`}
              aria-pressed={isPinned}
              // Keep the click for the button: no selection, no expansion.
              onClick={(event) => {
                event.stopPropagation();
                toggle(itemId);
              }}
            >
              {isPinned ? <PushPinIcon fontSize="inherit" /> : <PushPinOutlinedIcon fontSize="inherit" />}
            </IconButton>
          ) : null}
        </Box>
      }
    />
  );
}

const SLOTS = { item: ChannelItem };

export default function ItemActionButton() {
  const [pinned, setPinned] = React.useState<string[]>(['design']);
  const context = React.useMemo(
    () => ({
      pinned,
      toggle: (itemId: string) =>
        setPinned((previous) =>
          previous.includes(itemId) ? previous.filter((id) => id !== itemId) : [...previous, itemId],
        ),
    }),
    [pinned],
  );

  return (
    <PinnedContext.Provider value={context}>
      <Box sx={{ minHeight: 220, maxWidth: 320 }}>
        <RichTreeView aria-label="Channels" items={CHANNELS} slots={SLOTS} defaultExpandedItems={['teams']} />
        <Typography variant="body2" sx={{ mt: 1 }}>
          Pinned: {pinned.length ? pinned.join(', ') : 'none'}
        </Typography>
      </Box>
    </PinnedContext.Provider>
  );
}
