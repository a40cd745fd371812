import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Bookmark {
  id: string;
  label: string;
  locked?: boolean;
  children?: Bookmark[];
}

const BOOKMARKS: Bookmark[] = [
  {
    id: 'work',
    label: 'Work (locked)',
    locked: true,
    children: [
      { id: 'tracker', label: 'Issue tracker' },
      { id: 'wiki', label: 'Team wiki' },
    ],
  },
  {
    id: 'personal',
    label: 'Personal',
    children: [
      { id: 'recipes', label: 'Recipes' },
      { id: 'running', label: 'Running plan' },
    ],
  },
];

const isBookmarkEditable = (bookmark: Bookmark) => !bookmark.locked;

export default function EditableBookmarks() {
  const [lastRename, setLastRename] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <RichTreeView
        aria-label="Bookmarks"
        items={BOOKMARKS}
        isItemEditable={isBookmarkEditable}
        onItemLabelChange={(itemId, newLabel) => setLastRename(`${itemId} is now "${newLabel}"`)}
        defaultExpandedItems={['work', 'personal']}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {lastRename ?? 'Double-click a bookmark, or focus it and press Enter, to rename it.'}
      </Typography>
    </Box>
  );
}
