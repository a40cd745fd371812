import Box from '@mui/material/Box';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import CodeIcon from '@mui/icons-material/Code';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { RichTreeView, RichTreeViewProps } from '@mui/x-tree-view/RichTreeView';
import { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

type Entry = TreeViewDefaultItemModelProperties;

const WEBSITE: Entry[] = [
  {
    id: 'site',
    label: 'site',
    children: [
      {
        id: 'site/pages',
        label: 'pages',
        children: [
          { id: 'site/pages/index.tsx', label: 'index.tsx' },
          { id: 'site/pages/about.md', label: 'about.md' },
        ],
      },
      { id: 'site/logo.svg', label: 'logo.svg' },
      { id: 'site/.env', label: '.env' },
      { id: 'site/.prettierrc', label: '.prettierrc' },
    ],
  },
];

// Folders keep their expand and collapse arrows, so they get no icon slot.
const FOLDER_IDS = new Set(['site', 'site/pages']);

function iconForFile(label: string) {
  if (label.startsWith('.')) {
    return SettingsOutlinedIcon;
  }
  if (label.endsWith('.svg') || label.endsWith('.png')) {
    return ImageOutlinedIcon;
  }
  if (label.endsWith('.md')) {
    return ArticleOutlinedIcon;
  }
  return CodeIcon;
}

// Called for every rendered item with its id and label.
const SLOT_PROPS: RichTreeViewProps<Entry, false>['slotProps'] = {
  item: ({ itemId, label }) => {
    if (FOLDER_IDS.has(itemId)) {
      return {};
    }
    return {
      slots: { icon: iconForFile(label) },
      // Hidden configuration files are dimmed.
      sx: label.startsWith('.') ? { '& .MuiTreeItem-label': { color: 'text.secondary' } } : undefined,
    };
  },
};

export default function ItemSlotPropsCallback() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <RichTreeView
        aria-label="Website sources"
        items={WEBSITE}
        slotProps={SLOT_PROPS}
        defaultExpandedItems={['site', 'site/pages']}
      />
    </Box>
  );
}
