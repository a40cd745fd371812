import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const MAX_TOPPINGS = 3;

const TOPPINGS = [
  {
    id: 'cheese',
    label: 'Cheese',
    children: [
      { id: 'mozzarella', label: 'Mozzarella' },
      { id: 'gorgonzola', label: 'Gorgonzola' },
      { id: 'parmesan', label: 'Parmesan' },
    ],
  },
  {
    id: 'vegetables',
    label: 'Vegetables',
    children: [
      { id: 'mushrooms', label: 'Mushrooms' },
      { id: 'peppers', label: 'Peppers' },
      { id: 'olives', label: 'Olives' },
    ],
  },
];

const isGroup = (item) => Boolean(item.children);

export default function SelectionLimitRich() {
  const [toppings, setToppings] = React.useState(['mozzarella']);
  const [refused, setRefused] = React.useState(false);

  const handleSelectedItemsChange = (_event, itemIds) => {
    // Refuse the change: the tree keeps showing the previous, controlled value.
    if (itemIds.length > MAX_TOPPINGS) {
      setRefused(true);
      return;
    }
    setRefused(false);
    setToppings(itemIds);
  };

  return (
    <Box sx={{ minHeight: 300, minWidth: 260 }}>
      <RichTreeView
        aria-label="Pizza toppings"
        items={TOPPINGS}
        multiSelect
        checkboxSelection
        isItemSelectionDisabled={isGroup}
        selectedItems={toppings}
        onSelectedItemsChange={handleSelectedItemsChange}
        defaultExpandedItems={['cheese', 'vegetables']}
      />
      <Typography variant="body2" sx={{ mt: 1 }} role="status">
        {refused
          ? `At most ${MAX_TOPPINGS} toppings: remove one before adding another.`
          : `${toppings.length} of ${MAX_TOPPINGS} toppings chosen.`}
      </Typography>
    </Box>
  );
}
