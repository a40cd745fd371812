import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

const INITIAL_STEPS = [
  { id: 'preheat', label: 'Preheat the oven' },
  { id: 'mix', label: 'Mix flour and butter' },
  { id: 'roll', label: 'Roll the dough' },
  { id: 'bake', label: 'Bake for 25 minutes' },
];

export default function MoveButtons() {
  const [steps, setSteps] = React.useState(INITIAL_STEPS);
  const [selected, setSelected] = React.useState('mix');
  const index = steps.findIndex((step) => step.id === selected);

  // Keyboard-friendly alternative to drag and drop: move the selected step.
  const move = (offset) => {
    setSteps((previous) => {
      const next = [...previous];
      const [step] = next.splice(index, 1);
      next.splice(index + offset, 0, step);
      return next;
    });
  };

  return (
    <Box sx={{ minHeight: 260, minWidth: 280 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" disabled={index <= 0} onClick={() => move(-1)}>
          Move up
        </Button>
        <Button size="small" disabled={index < 0 || index >= steps.length - 1} onClick={() => move(1)}>
          Move down
        </Button>
      </Stack>
      <RichTreeViewPro
        aria-label="Recipe steps"
        items={steps}
        itemsReordering
        canMoveItemToNewPosition={({ newPosition }) => newPosition.parentId === null}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        onItemPositionChange={({ oldPosition, newPosition }) => {
          // Apply drags to the state too, so both ways of moving share one order.
          setSteps((previous) => {
            const next = [...previous];
            const [step] = next.splice(oldPosition.index, 1);
            next.splice(newPosition.index, 0, step);
            return next;
          });
        }}
      />
    </Box>
  );
}
