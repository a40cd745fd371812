import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useApplyPropagationToSelectedItemsOnMount } from '@mui/x-tree-view/hooks';
import { TreeViewBaseItem, TreeViewSelectionPropagation } from '@mui/x-tree-view/models';

const COURSES: TreeViewBaseItem[] = [
  {
    id: 'math',
    label: 'Mathematics',
    children: [
      { id: 'algebra', label: 'Linear algebra' },
      { id: 'stats', label: 'Statistics' },
    ],
  },
  {
    id: 'languages',
    label: 'Languages',
    children: [
      { id: 'spanish', label: 'Spanish' },
      { id: 'korean', label: 'Korean' },
    ],
  },
];

const PROPAGATION: TreeViewSelectionPropagation = { descendants: true, parents: true };

// Saved on the server: only the parent id, without its children.
const SAVED_SELECTION = ['math'];

export default function PropagationOnMount() {
  const initialSelection = useApplyPropagationToSelectedItemsOnMount({
    items: COURSES,
    selectionPropagation: PROPAGATION,
    selectedItems: SAVED_SELECTION,
  });
  const [selected, setSelected] = React.useState<string[]>(initialSelection);

  return (
    <Box sx={{ minHeight: 280, minWidth: 280 }}>
      <RichTreeView
        aria-label="Enrolled courses"
        items={COURSES}
        multiSelect
        checkboxSelection
        selectionPropagation={PROPAGATION}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        defaultExpandedItems={['math', 'languages']}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected: {selected.join(', ') || 'nothing'}
      </Typography>
    </Box>
  );
}
