import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';

const RECIPES = [
  {
    id: 'breakfast',
    label: 'Breakfast',
    children: [
      { id: 'pancakes', label: 'Pancakes' },
      {
        id: 'eggs',
        label: 'Eggs',
        children: [
          { id: 'omelette', label: 'Omelette' },
          { id: 'shakshuka', label: 'Shakshuka' },
        ],
      },
    ],
  },
  {
    id: 'dinner',
    label: 'Dinner',
    children: [
      { id: 'risotto', label: 'Mushroom risotto' },
      { id: 'curry', label: 'Chickpea curry' },
    ],
  },
];

export default function ExpandAllApiRef() {
  const apiRef = useRichTreeViewApiRef();

  const setAllExpanded = (shouldBeExpanded) => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // Walk the tree from the root level and toggle every item that has children.
    const visit = (parentId) => {
      api.getItemOrderedChildrenIds(parentId).forEach((childId) => {
        if (api.getItemOrderedChildrenIds(childId).length > 0) {
          api.setItemExpansion({ itemId: childId, shouldBeExpanded });
          visit(childId);
        }
      });
    };
    visit(null);
  };

  return (
    <Stack spacing={1} sx={{ minHeight: 300, minWidth: 260 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => setAllExpanded(true)}>
          Open every recipe group
        </Button>
        <Button size="small" onClick={() => setAllExpanded(false)}>
          Close all
        </Button>
      </Stack>
      <RichTreeView aria-label="Recipes" items={RECIPES} apiRef={apiRef} />
    </Stack>
  );
}
