import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const INITIAL_FOLDERS: TreeViewBaseItem[] = [
  { id: 'folder-1', label: 'Invoices' },
  { id: 'folder-2', label: 'Contracts' },
];

export default function CreateAndRename() {
  const apiRef = useRichTreeViewApiRef();
  const [folders, setFolders] = React.useState(INITIAL_FOLDERS);
  const pendingEdit = React.useRef<string | null>(null);

  // The new item only exists in the tree after the next render: start editing then.
  React.useEffect(() => {
    const itemId = pendingEdit.current;
    if (itemId) {
      pendingEdit.current = null;
      apiRef.current?.focusItem(null, itemId);
      apiRef.current?.setEditedItem(itemId);
    }
  }, [apiRef, folders]);

  const addFolder = () => {
    const id = `folder-${folders.length + 1}`;
    setFolders((previous) => [...previous, { id, label: 'New folder' }]);
    pendingEdit.current = id;
  };

  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <Button size="small" variant="outlined" onClick={addFolder} sx={{ mb: 1 }}>
        New folder
      </Button>
      <RichTreeView
        aria-label="Folders"
        items={folders}
        apiRef={apiRef}
        isItemEditable
        onItemLabelChange={(itemId, label) =>
          setFolders((previous) => previous.map((folder) => (folder.id === itemId ? { ...folder, label } : folder)))
        }
      />
    </Box>
  );
}
