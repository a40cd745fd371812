import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';

const BOARD = [
  {
    id: 'todo',
    label: 'To do',
    children: [
      { id: 'task-1', label: 'Draft the release notes' },
      { id: 'task-2', label: 'Book the meeting room' },
    ],
  },
  {
    id: 'done',
    label: 'Done',
    children: [{ id: 'task-3', label: 'Update the roadmap' }],
  },
];

const ORIGINAL_LABELS = new Map([
  ['todo', 'To do'],
  ['task-1', 'Draft the release notes'],
  ['task-2', 'Book the meeting room'],
  ['done', 'Done'],
  ['task-3', 'Update the roadmap'],
]);

export default function RenameFromToolbar() {
  const apiRef = useRichTreeViewApiRef();
  const [selected, setSelected] = React.useState('task-1');

  const handleRename = () => {
    if (selected) {
      apiRef.current?.setEditedItem(selected);
    }
  };

  const handleRestore = () => {
    const original = selected ? ORIGINAL_LABELS.get(selected) : undefined;
    if (selected && original) {
      apiRef.current?.updateItemLabel(selected, original);
    }
  };

  return (
    <Box sx={{ minHeight: 280, minWidth: 280 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" disabled={!selected} onClick={handleRename}>
          Rename selected
        </Button>
        <Button size="small" disabled={!selected} onClick={handleRestore}>
          Restore original label
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Task board"
        items={BOARD}
        apiRef={apiRef}
        isItemEditable
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
        defaultExpandedItems={['todo', 'done']}
      />
    </Box>
  );
}
