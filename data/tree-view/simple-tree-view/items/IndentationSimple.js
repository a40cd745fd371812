import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

function LabelWithCount({ text, count }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {text}
      <Chip size="small" label={count} aria-label={`${count} open issues`} />
    </Box>
  );
}

export default function IndentationSimple() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 280 }}>
      <SimpleTreeView
        aria-label="Issue tracker"
        itemChildrenIndentation="2rem"
        defaultExpandedItems={['web', 'web-auth']}
      >
        <TreeItem itemId="web" label={<LabelWithCount text="Web app" count={9} />}>
          <TreeItem itemId="web-auth" label={<LabelWithCount text="Sign-in" count={4} />}>
            <TreeItem itemId="web-auth-sso" label="Single sign-on" />
          </TreeItem>
          <TreeItem itemId="web-search" label={<LabelWithCount text="Search" count={5} />} />
        </TreeItem>
        <TreeItem itemId="api" label={<LabelWithCount text="Public API" count={2} />} />
      </SimpleTreeView>
    </Box>
  );
}
