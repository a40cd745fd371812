import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const ROOMS: TreeViewBaseItem[] = [
  {
    id: 'floor-1',
    label: 'First floor',
    children: [
      { id: 'lobby', label: 'Lobby' },
      { id: 'boardroom', label: 'Boardroom' },
    ],
  },
  {
    id: 'floor-2',
    label: 'Second floor',
    children: [
      { id: 'studio', label: 'Recording studio' },
      { id: 'quiet-room', label: 'Quiet room' },
    ],
  },
];

export default function ToggleDisabledApi() {
  const apiRef = useRichTreeViewApiRef();
  const [boardroomClosed, setBoardroomClosed] = React.useState(false);

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setBoardroomClosed(event.target.checked);
    apiRef.current?.setIsItemDisabled({
      itemId: 'boardroom',
      shouldBeDisabled: event.target.checked,
    });
  };

  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <FormControlLabel
        control={<Switch checked={boardroomClosed} onChange={handleChange} />}
        label="Boardroom under maintenance"
      />
      <RichTreeView
        aria-label="Bookable rooms"
        items={ROOMS}
        apiRef={apiRef}
        defaultExpandedItems={['floor-1', 'floor-2']}
      />
    </Box>
  );
}
