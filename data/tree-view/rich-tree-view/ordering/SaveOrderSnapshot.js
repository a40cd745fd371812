import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';

const PLAYLIST = [
  {
    id: 'side-a',
    label: 'Side A',
    children: [
      { id: 'intro', label: 'Intro' },
      { id: 'sunrise', label: 'Sunrise' },
    ],
  },
  { id: 'side-b', label: 'Side B', children: [{ id: 'night-drive', label: 'Night drive' }] },
];

function toSnapshot(items) {
  return items.map((item) =>
    item.children?.length ? { id: item.id, children: toSnapshot(item.children) } : { id: item.id },
  );
}

export default function SaveOrderSnapshot() {
  const apiRef = useRichTreeViewProApiRef();
  const [saved, setSaved] = React.useState(() => JSON.stringify(toSnapshot(PLAYLIST)));

  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <RichTreeViewPro
        aria-label="Vinyl playlist"
        items={PLAYLIST}
        apiRef={apiRef}
        itemsReordering
        defaultExpandedItems={['side-a', 'side-b']}
        onItemPositionChange={() => {
          // The whole current tree, as it would be sent to the server.
          const tree = apiRef.current?.getItemTree() ?? [];
          setSaved(JSON.stringify(toSnapshot(tree)));
        }}
      />
      <Typography variant="caption" component="pre" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
        Saved order: {saved}
      </Typography>
    </Box>
  );
}
