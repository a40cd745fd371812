import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const items = [
  {
    id: 'app',
    label: 'app',
    children: [
      { id: 'app-layout', label: 'layout.tsx' },
      { id: 'app-page', label: 'page.tsx' },
      { id: 'app-settings', label: 'settings', children: [{ id: 'app-settings-page', label: 'page.tsx' }] },
    ],
  },
  {
    id: 'components',
    label: 'components',
    children: [
      { id: 'components-header', label: 'Header.tsx' },
      { id: 'components-sidebar', label: 'Sidebar.tsx' },
    ],
  },
  { id: 'public', label: 'public', children: [{ id: 'public-logo', label: 'logo.svg' }] },
  { id: 'package', label: 'package.json' },
  { id: 'readme', label: 'README.md' },
];

/** A project's folders: click a folder to open it. */
export default function LandingTree() {
  return (
    <Box sx={{ height: 180, overflowY: 'auto' }}>
      <RichTreeView items={items} aria-label="Project files" />
    </Box>
  );
}
