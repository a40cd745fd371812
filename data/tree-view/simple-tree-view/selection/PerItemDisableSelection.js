import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function PerItemDisableSelection() {
  const [font, setFont] = React.useState('inter');

  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Fonts"
        selectedItems={font}
        onSelectedItemsChange={(_event, itemId) => setFont(itemId)}
        defaultExpandedItems={['sans']}
      >
        {/* Families group the fonts; only the fonts can be picked. */}
        <TreeItem itemId="sans" label="Sans serif" disableSelection>
          <TreeItem itemId="inter" label="Inter" />
          <TreeItem itemId="source-sans" label="Source Sans" />
        </TreeItem>
        <TreeItem itemId="serif" label="Serif" disableSelection>
          <TreeItem itemId="merriweather" label="Merriweather" />
          <TreeItem itemId="lora" label="Lora" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Font: {font ?? 'none'}
      </Typography>
    </Box>
  );
}
