import Box from '@mui/material/Box';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import CircleOutlinedIcon from '@mui/icons-material/CircleOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const TREE_ICONS = {
  expandIcon: AddBoxOutlinedIcon,
  collapseIcon: IndeterminateCheckBoxOutlinedIcon,
  endIcon: CircleOutlinedIcon,
};

const SMALL_END_ICON = { endIcon: { fontSize: 'inherit' } };

export default function PlusMinusIcons() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 240 }}>
      <SimpleTreeView
        aria-label="Animals"
        slots={TREE_ICONS}
        slotProps={SMALL_END_ICON}
        defaultExpandedItems={['mammals']}
      >
        <TreeItem itemId="mammals" label="Mammals">
          <TreeItem itemId="cats" label="Cats" />
          <TreeItem itemId="whales" label="Whales" />
        </TreeItem>
        <TreeItem itemId="birds" label="Birds">
          <TreeItem itemId="owls" label="Owls" />
        </TreeItem>
        <TreeItem itemId="insects" label="Insects" />
      </SimpleTreeView>
    </Box>
  );
}
