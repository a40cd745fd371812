import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ChapterSelector() {
  const [chapter, setChapter] = React.useState<string | null>('intro');

  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Reading: <strong>{chapter ?? 'nothing selected'}</strong>
      </Typography>
      <SimpleTreeView
        aria-label="Book chapters"
        selectedItems={chapter}
        onSelectedItemsChange={(event, itemId) => setChapter(itemId)}
        defaultExpandedItems={['part-1']}
      >
        <TreeItem itemId="intro" label="Introduction" />
        <TreeItem itemId="part-1" label="Part 1: Foundations">
          <TreeItem itemId="chapter-1" label="Chapter 1: Soil" />
          <TreeItem itemId="chapter-2" label="Chapter 2: Water" />
        </TreeItem>
        <TreeItem itemId="part-2" label="Part 2: Practice">
          <TreeItem itemId="chapter-3" label="Chapter 3: Planting" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
