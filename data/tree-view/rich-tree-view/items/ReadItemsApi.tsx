import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';

interface Station {
  id: string;
  label: string;
  line: string;
  children?: Station[];
}

const NETWORK: Station[] = [
  {
    id: 'north',
    label: 'North line',
    line: 'N',
    children: [
      { id: 'harbor', label: 'Harbor', line: 'N' },
      { id: 'old-town', label: 'Old Town', line: 'N' },
      { id: 'university', label: 'University', line: 'N' },
    ],
  },
  {
    id: 'river',
    label: 'River line',
    line: 'R',
    children: [
      { id: 'mill-street', label: 'Mill Street', line: 'R' },
      { id: 'stadium', label: 'Stadium', line: 'R' },
    ],
  },
];

export default function ReadItemsApi() {
  const apiRef = useRichTreeViewApiRef();
  const [details, setDetails] = React.useState('Select a station or a line.');

  const handleSelect = (_event: React.SyntheticEvent | null, itemId: string | null) => {
    const api = apiRef.current;
    if (!itemId || !api) {
      return;
    }
    const item = api.getItem(itemId) as Station;
    const parentId = api.getParentId(itemId);
    const childCount = api.getItemOrderedChildrenIds(itemId).length;
    setDetails(`${item.label}: line ${item.line}, parent ${parentId ?? 'none (root)'}, ${childCount} children`);
  };

  return (
    <Box sx={{ minHeight: 260, minWidth: 280 }}>
      <Typography variant="body2" sx={{ mb: 1 }} aria-live="polite">
        {details}
      </Typography>
      <RichTreeView
        aria-label="Transit network"
        items={NETWORK}
        apiRef={apiRef}
        defaultExpandedItems={['north']}
        onSelectedItemsChange={handleSelect}
      />
    </Box>
  );
}
