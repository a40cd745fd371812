import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const SETTINGS: TreeViewBaseItem[] = [
  {
    id: 'devices',
    label: 'Devices',
    children: [
      { id: 'laptop', label: 'Work laptop' },
      { id: 'phone', label: 'Phone' },
      { id: 'system', label: 'System keychain' },
    ],
  },
];

export default function EditableStyles() {
  return (
    <Box sx={{ minHeight: 200, minWidth: 260 }}>
      <RichTreeView
        aria-label="Devices"
        items={SETTINGS}
        isItemEditable={(item) => !item.children && item.id !== 'system'}
        defaultExpandedItems={['devices']}
        sx={{
          // Editable rows: a dotted underline hints that the name can change.
          [`& .${treeItemClasses.editable} .${treeItemClasses.label}`]: {
            textDecoration: 'underline dotted',
            textUnderlineOffset: '4px',
            cursor: 'text',
          },
          // The row being edited gets a visible frame.
          [`& .${treeItemClasses.editing}`]: {
            outline: '2px solid',
            outlineColor: 'primary.main',
          },
        }}
      />
    </Box>
  );
}
