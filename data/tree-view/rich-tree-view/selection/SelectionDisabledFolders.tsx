import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Entry {
  id: string;
  label: string;
  kind: 'folder' | 'file';
  children?: Entry[];
}

const ATTACHMENTS: Entry[] = [
  {
    id: 'contracts',
    label: 'Contracts',
    kind: 'folder',
    children: [
      { id: 'contracts/lease.pdf', label: 'lease.pdf', kind: 'file' },
      { id: 'contracts/nda.pdf', label: 'nda.pdf', kind: 'file' },
    ],
  },
  {
    id: 'photos',
    label: 'Photos',
    kind: 'folder',
    children: [{ id: 'photos/front-door.jpg', label: 'front-door.jpg', kind: 'file' }],
  },
  { id: 'notes.txt', label: 'notes.txt', kind: 'file' },
];

const isFolder = (entry: Entry) => entry.kind === 'folder';

export default function SelectionDisabledFolders() {
  const [file, setFile] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 250, minWidth: 260 }}>
      <RichTreeView
        aria-label="Attachments"
        items={ATTACHMENTS}
        isItemSelectionDisabled={isFolder}
        selectedItems={file}
        onSelectedItemsChange={(event, itemId) => setFile(itemId)}
        defaultExpandedItems={['contracts']}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Attached file: {file ?? 'pick a file, folders only open'}
      </Typography>
    </Box>
  );
}
