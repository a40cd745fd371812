import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function FirstSimpleTree() {
  return (
    <Box sx={{ minHeight: 200, minWidth: 240 }}>
      <SimpleTreeView aria-label="Menu">
        <TreeItem itemId="starters" label="Starters">
          <TreeItem itemId="soup" label="Soup of the day" />
          <TreeItem itemId="salad" label="Green salad" />
        </TreeItem>
        <TreeItem itemId="mains" label="Main courses">
          <TreeItem itemId="lasagna" label="Vegetable lasagna" />
        </TreeItem>
        <TreeItem itemId="desserts" label="Desserts" />
      </SimpleTreeView>
    </Box>
  );
}
