import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { DataSourceCache } from '@mui/x-tree-view/utils';
import { fetchDriveEntries, DriveEntry } from './fakeDrive';

// A cache of our own: a plain Map without expiry, cleared on demand.
class MapCache implements DataSourceCache<DriveEntry> {
  private entries = new Map<string, DriveEntry[]>();

  set(key: string, value: DriveEntry[]) {
    this.entries.set(key, value);
  }

  get(key: string) {
    return this.entries.get(key);
  }

  clear() {
    this.entries.clear();
  }
}

const NO_ITEMS: DriveEntry[] = [];

export default function ClearableCache() {
  const [cache] = React.useState(() => new MapCache());
  const [requests, setRequests] = React.useState(0);

  const dataSource = React.useMemo(
    () => ({
      getTreeItems: async (parentId?: string) => {
        const entries = await fetchDriveEntries(parentId);
        setRequests((count) => count + 1);
        return entries;
      },
      getChildrenCount: (entry: DriveEntry) => entry.childrenCount,
    }),
    [],
  );

  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => cache.clear()}>
          Clear cache
        </Button>
        <Typography variant="body2">Server requests: {requests}</Typography>
      </Stack>
      <RichTreeViewPro
        aria-label="Cloud drive with a custom cache"
        items={NO_ITEMS}
        dataSource={dataSource}
        dataSourceCache={cache}
      />
    </Box>
  );
}
