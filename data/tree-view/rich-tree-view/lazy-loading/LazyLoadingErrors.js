import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';

const ROOT_REGIONS = [
  { id: 'north', label: 'North warehouse', hasChildren: true },
  { id: 'south', label: 'South warehouse (flaky connection)', hasChildren: true },
];

const SHELVES = {
  north: [
    { id: 'north-a', label: 'Aisle A', hasChildren: false },
    { id: 'north-b', label: 'Aisle B', hasChildren: false },
  ],
  south: [
    { id: 'south-a', label: 'Aisle A', hasChildren: false },
    { id: 'south-c', label: 'Aisle C', hasChildren: false },
  ],
};

// The south warehouse fails on every odd request, to show the error state and a retry.
let southAttempts = 0;

function fetchShelves(parentId) {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (parentId === 'south') {
        southAttempts += 1;
        if (southAttempts % 2 === 1) {
          reject(new Error('The south warehouse did not answer'));
          return;
        }
      }
      resolve(parentId ? (SHELVES[parentId] ?? []) : ROOT_REGIONS);
    }, 700);
  });
}

const DATA_SOURCE = {
  getTreeItems: fetchShelves,
  // Unknown counts are fine: any number other than 0 marks an expandable item.
  getChildrenCount: (region) => (region.hasChildren ? -1 : 0),
};

export default function LazyLoadingErrors() {
  const apiRef = useRichTreeViewProApiRef();
  const [log, setLog] = React.useState([]);

  return (
    <Box sx={{ minHeight: 280, minWidth: 280 }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ mb: 1 }}
        onClick={() => apiRef.current?.updateItemChildren('north')}
      >
        Refresh North warehouse
      </Button>
      <RichTreeViewPro
        aria-label="Warehouses"
        items={ROOT_REGIONS}
        dataSource={DATA_SOURCE}
        apiRef={apiRef}
        onItemsLazyLoaded={({ items, parentId, isCacheHit }) =>
          setLog((previous) =>
            [`${items.length} items for ${parentId ?? 'root'}${isCacheHit ? ' (cache)' : ''}`, ...previous].slice(0, 3),
          )
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {log.length ? log.join(' · ') : 'Expand a warehouse to load its aisles.'}
      </Typography>
    </Box>
  );
}
