import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

// One styled component, reused for every item of the outline.
const OutlineItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.content}`]: {
    padding: theme.spacing(0.5, 1),
    borderRadius: theme.shape.borderRadius,
  },
  [`& .${treeItemClasses.label}`]: {
    fontVariantNumeric: 'tabular-nums',
  },
  [`& .${treeItemClasses.groupTransition}`]: {
    marginLeft: theme.spacing(1.5),
    borderLeft: `1px solid ${theme.palette.divider}`,
  },
}));

export default function StyledTreeItem() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <SimpleTreeView aria-label="Thesis outline" defaultExpandedItems={['ch1', 'ch2']}>
        <OutlineItem itemId="ch1" label="1 Introduction">
          <OutlineItem itemId="ch1-1" label="1.1 Motivation" />
          <OutlineItem itemId="ch1-2" label="1.2 Research questions" />
        </OutlineItem>
        <OutlineItem itemId="ch2" label="2 Method">
          <OutlineItem itemId="ch2-1" label="2.1 Participants" />
          <OutlineItem itemId="ch2-2" label="2.2 Procedure" />
        </OutlineItem>
      </SimpleTreeView>
    </Box>
  );
}
