import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type MenuEntry = TreeViewDefaultItemModelProperties;

const MENU: MenuEntry[] = [
  {
    id: 'starters',
    label: 'Starters',
    children: [
      { id: 'bruschetta', label: 'Tomato bruschetta' },
      { id: 'arancini', label: 'Saffron arancini' },
    ],
  },
  {
    id: 'desserts',
    label: 'Desserts',
    children: [
      { id: 'panna-cotta', label: 'Vanilla panna cotta' },
      { id: 'affogato', label: 'Affogato' },
    ],
  },
];

// In edit mode, dishes can be renamed; the categories stay fixed.
const isDish = (entry: MenuEntry) => !entry.children;

export default function EditModeSwitch() {
  const [editMode, setEditMode] = React.useState(false);

  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <FormControlLabel
        control={<Switch checked={editMode} onChange={(event) => setEditMode(event.target.checked)} />}
        label="Edit mode"
      />
      <RichTreeView
        aria-label="Restaurant menu"
        items={MENU}
        isItemEditable={editMode ? isDish : false}
        defaultExpandedItems={['starters', 'desserts']}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {editMode
          ? 'Double-click a dish, or focus it and press Enter, to rename it.'
          : 'Turn on edit mode to rename dishes.'}
      </Typography>
    </Box>
  );
}
