import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function JumpToSettings() {
  const apiRef = useSimpleTreeViewApiRef();

  const focusPrivacy = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    // The item is nested in "Settings": open it, then focus once the child is rendered.
    api.setItemExpansion({ itemId: 'settings', shouldBeExpanded: true });
    requestAnimationFrame(() => api.focusItem(null, 'settings-privacy'));
  };

  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={(event) => apiRef.current?.focusItem(event, 'home')}>
          Focus Home
        </Button>
        <Button size="small" variant="outlined" onClick={focusPrivacy}>
          Focus Privacy
        </Button>
      </Stack>
      <SimpleTreeView aria-label="App sections" apiRef={apiRef}>
        <TreeItem itemId="home" label="Home" />
        <TreeItem itemId="settings" label="Settings">
          <TreeItem itemId="settings-profile" label="Profile" />
          <TreeItem itemId="settings-privacy" label="Privacy" />
        </TreeItem>
        <TreeItem itemId="about" label="About" />
      </SimpleTreeView>
    </Box>
  );
}
