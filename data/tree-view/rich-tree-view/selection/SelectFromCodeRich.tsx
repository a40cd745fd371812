import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const WARDROBE: TreeViewBaseItem[] = [
  {
    id: 'tops',
    label: 'Tops',
    children: [
      { id: 'linen-shirt', label: 'Linen shirt' },
      { id: 'wool-sweater', label: 'Wool sweater' },
    ],
  },
  {
    id: 'shoes',
    label: 'Shoes',
    children: [
      { id: 'sandals', label: 'Sandals' },
      { id: 'boots', label: 'Hiking boots' },
    ],
  },
];

export default function SelectFromCodeRich() {
  const apiRef = useRichTreeViewApiRef();
  const [source, setSource] = React.useState('');

  const pickOutfit = (itemIds: string[]) => {
    itemIds.forEach((itemId, index) => {
      apiRef.current?.setItemSelection({
        itemId,
        shouldBeSelected: true,
        // The first call replaces the selection, the next ones add to it.
        keepExistingSelection: index > 0,
      });
    });
  };

  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => pickOutfit(['linen-shirt', 'sandals'])}>
          Summer outfit
        </Button>
        <Button size="small" variant="outlined" onClick={() => pickOutfit(['wool-sweater', 'boots'])}>
          Winter outfit
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Wardrobe"
        items={WARDROBE}
        apiRef={apiRef}
        multiSelect
        defaultExpandedItems={['tops', 'shoes']}
        onSelectedItemsChange={(event) => setSource(event ? 'user' : 'code (event is null)')}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Last change from: {source || 'nothing yet'}
      </Typography>
    </Box>
  );
}
