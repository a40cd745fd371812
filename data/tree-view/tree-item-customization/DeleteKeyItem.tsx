import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const INITIAL_TAGS = ['urgent', 'billing', 'feedback', 'onboarding'];

export default function DeleteKeyItem() {
  const [tags, setTags] = React.useState(INITIAL_TAGS);

  const handleKeyDown = (tag: string) => (event: React.KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      // Tell the tree this key press is handled, then remove the tag.
      (event as React.KeyboardEvent & { defaultMuiPrevented?: boolean }).defaultMuiPrevented = true;
      setTags((previous) => previous.filter((item) => item !== tag));
    }
  };

  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Focus a tag and press Delete to remove it ({tags.length} left).
      </Typography>
      <SimpleTreeView aria-label="Ticket tags" defaultExpandedItems={['tags']}>
        <TreeItem itemId="tags" label="Tags">
          {tags.map((tag) => (
            <TreeItem key={tag} itemId={tag} label={tag} onKeyDown={handleKeyDown(tag)} />
          ))}
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
