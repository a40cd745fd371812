import Box from '@mui/material/Box';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const ICON_SLOTS = {
  expandIcon: AddBoxOutlinedIcon,
  collapseIcon: IndeterminateCheckBoxOutlinedIcon,
};

export default function PlusMinusIcons() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Recipe book"
        defaultExpandedItems={['desserts']}
        slots={ICON_SLOTS}
        slotProps={{ expandIcon: { color: 'action' }, collapseIcon: { color: 'primary' } }}
      >
        <TreeItem itemId="desserts" label="Desserts">
          <TreeItem itemId="tarte" label="Apple tart" />
          <TreeItem itemId="mousse" label="Chocolate mousse" />
        </TreeItem>
        <TreeItem itemId="soups" label="Soups">
          <TreeItem itemId="minestrone" label="Minestrone" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
