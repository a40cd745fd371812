import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June'];

const LOGBOOK: TreeViewBaseItem[] = MONTHS.map((month, monthIndex) => ({
  id: month.toLowerCase(),
  label: month,
  children: Array.from({ length: 4 }, (_, week) => ({
    id: `${month.toLowerCase()}-week-${week + 1}`,
    label: `Week ${monthIndex * 4 + week + 1} report`,
  })),
}));

const ALL_MONTHS = MONTHS.map((month) => month.toLowerCase());

export default function ScrollToItem() {
  const apiRef = useRichTreeViewApiRef();

  const scrollTo = (itemId: string) => {
    const element = apiRef.current?.getItemDOMElement(itemId);
    element?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };

  return (
    <Box sx={{ minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" onClick={() => scrollTo('january-week-1')}>
          First report
        </Button>
        <Button size="small" onClick={() => scrollTo('june-week-4')}>
          Latest report
        </Button>
      </Stack>
      <Box sx={{ height: 220, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <RichTreeView aria-label="Weekly reports" items={LOGBOOK} apiRef={apiRef} defaultExpandedItems={ALL_MONTHS} />
      </Box>
    </Box>
  );
}
