import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const DESCRIPTIONS = {
  readme: 'How to install and run the project.',
  license: 'The terms under which the code is shared.',
  docs: 'Guides for contributors.',
  'docs-style': 'Naming and formatting conventions.',
  'docs-release': 'Steps to publish a new version.',
};

export default function PreviewOnFocus() {
  const [focused, setFocused] = React.useState(null);

  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Repository files"
        defaultExpandedItems={['docs']}
        onItemFocus={(event, itemId) => setFocused(itemId)}
      >
        <TreeItem itemId="readme" label="README.md" />
        <TreeItem itemId="license" label="LICENSE" />
        <TreeItem itemId="docs" label="docs">
          <TreeItem itemId="docs-style" label="style-guide.md" />
          <TreeItem itemId="docs-release" label="releasing.md" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {focused ? DESCRIPTIONS[focused] : 'Focus an item to read its description.'}
      </Typography>
    </Box>
  );
}
