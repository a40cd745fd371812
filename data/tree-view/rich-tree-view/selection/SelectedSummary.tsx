import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface MenuEntry {
  id: string;
  label: string;
  price?: number;
  children?: MenuEntry[];
}

const MENU: MenuEntry[] = [
  {
    id: 'starters',
    label: 'Starters',
    children: [
      { id: 'soup', label: 'Tomato soup', price: 6 },
      { id: 'bruschetta', label: 'Bruschetta', price: 7.5 },
    ],
  },
  {
    id: 'mains',
    label: 'Mains',
    children: [
      { id: 'gnocchi', label: 'Sage gnocchi', price: 14 },
      { id: 'curry', label: 'Lentil curry', price: 12.5 },
    ],
  },
];

// Lookup prepared once: id -> price, for leaves only.
const PRICES = new Map<string, number>();
MENU.forEach((group) => group.children?.forEach((dish) => PRICES.set(dish.id, dish.price ?? 0)));

export default function SelectedSummary() {
  const [selected, setSelected] = React.useState<string[]>([]);
  const dishes = selected.filter((id) => PRICES.has(id));
  const total = dishes.reduce((sum, id) => sum + (PRICES.get(id) ?? 0), 0);

  return (
    <Box sx={{ minHeight: 280, minWidth: 280 }}>
      <RichTreeView
        aria-label="Menu"
        items={MENU}
        multiSelect
        checkboxSelection
        isItemSelectionDisabled={(entry) => !!entry.children}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemIds) => setSelected(itemIds)}
        defaultExpandedItems={['starters', 'mains']}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {dishes.length} dishes, total {total.toFixed(2)} €
      </Typography>
    </Box>
  );
}
