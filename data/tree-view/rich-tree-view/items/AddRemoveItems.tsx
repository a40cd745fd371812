import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const INITIAL_PLAYLISTS: TreeViewBaseItem[] = [
  {
    id: 'road-trip',
    label: 'Road trip',
    children: [
      { id: 'track-1', label: 'Highway hum' },
      { id: 'track-2', label: 'Desert lights' },
    ],
  },
];

export default function AddRemoveItems() {
  const [playlists, setPlaylists] = React.useState(INITIAL_PLAYLISTS);
  const [nextNumber, setNextNumber] = React.useState(3);
  const [selected, setSelected] = React.useState<string | null>(null);

  const addTrack = () => {
    const id = `track-${nextNumber}`;
    setPlaylists((previous) =>
      previous.map((playlist) => ({
        ...playlist,
        children: [...(playlist.children ?? []), { id, label: `New track ${nextNumber}` }],
      })),
    );
    setNextNumber((n) => n + 1);
  };

  const removeSelected = () => {
    setPlaylists((previous) =>
      previous.map((playlist) => ({
        ...playlist,
        children: playlist.children?.filter((track) => track.id !== selected),
      })),
    );
    setSelected(null);
  };

  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={addTrack}>
          Add track
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          onClick={removeSelected}
          disabled={!selected || selected === 'road-trip'}
        >
          Remove selected
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Playlists"
        items={playlists}
        defaultExpandedItems={['road-trip']}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
      />
    </Box>
  );
}
