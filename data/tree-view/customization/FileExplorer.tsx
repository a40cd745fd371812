import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import CodeIcon from '@mui/icons-material/Code';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, TreeItemProps, treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

type FileKind = 'image' | 'pdf' | 'code' | 'text';

interface FileNode {
  id: string;
  label: string;
  kind: FileKind | 'folder';
  size?: string;
  children?: FileNode[];
}

const FILES: FileNode[] = [
  {
    id: 'website',
    label: 'website',
    kind: 'folder',
    children: [
      {
        id: 'website/assets',
        label: 'assets',
        kind: 'folder',
        children: [
          { id: 'website/assets/logo.png', label: 'logo.png', kind: 'image', size: '24 KB' },
          { id: 'website/assets/hero.jpg', label: 'hero.jpg', kind: 'image', size: '310 KB' },
        ],
      },
      { id: 'website/index.html', label: 'index.html', kind: 'code', size: '4 KB' },
      { id: 'website/app.ts', label: 'app.ts', kind: 'code', size: '12 KB' },
    ],
  },
  {
    id: 'contracts',
    label: 'contracts',
    kind: 'folder',
    children: [{ id: 'contracts/hosting.pdf', label: 'hosting.pdf', kind: 'pdf', size: '1.2 MB' }],
  },
  { id: 'notes.md', label: 'notes.md', kind: 'text', size: '2 KB' },
];

const FILE_ICONS: Record<FileKind, React.ElementType> = {
  image: ImageOutlinedIcon,
  pdf: PictureAsPdfOutlinedIcon,
  code: CodeIcon,
  text: ArticleOutlinedIcon,
};

const FOLDER_ICONS = { expandIcon: FolderIcon, collapseIcon: FolderOpenIcon };

function FileItem(props: TreeItemProps) {
  const file = useTreeItemModel<FileNode>(props.itemId);
  const isFolder = file?.kind === 'folder';
  const slots = !file || file.kind === 'folder' ? FOLDER_ICONS : { endIcon: FILE_ICONS[file.kind] };

  return (
    <TreeItem
      {...props}
      slots={slots}
      label={
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Box component="span" sx={{ flexGrow: 1, fontWeight: isFolder ? 500 : 400 }}>
            {props.label}
          </Box>
          {file?.size ? (
            <Typography component="span" variant="caption" color="text.secondary">
              {file.size}
            </Typography>
          ) : null}
        </Box>
      }
    />
  );
}

const ITEM_SLOTS = { item: FileItem };

export default function FileExplorer() {
  return (
    <Box sx={{ minHeight: 330, maxWidth: 360 }}>
      <RichTreeView
        aria-label="Files"
        items={FILES}
        slots={ITEM_SLOTS}
        defaultExpandedItems={['website', 'website/assets']}
        sx={{
          [`& .${treeItemClasses.iconContainer} svg`]: { color: 'text.secondary' },
          [`& .${treeItemClasses.content}`]: { borderRadius: 1 },
        }}
      />
    </Box>
  );
}
