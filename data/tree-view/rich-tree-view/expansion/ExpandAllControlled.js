import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

const SITEMAP = [
  {
    id: 'products',
    label: 'Products',
    children: [
      {
        id: 'laptops',
        label: 'Laptops',
        children: [
          { id: 'ultrabooks', label: 'Ultrabooks' },
          { id: 'workstations', label: 'Workstations' },
        ],
      },
      { id: 'phones', label: 'Phones' },
    ],
  },
  {
    id: 'support',
    label: 'Support',
    children: [
      { id: 'warranty', label: 'Warranty' },
      { id: 'contact', label: 'Contact' },
    ],
  },
  { id: 'about', label: 'About us' },
];

function collectParentIds(items) {
  return items.flatMap((item) => (item.children?.length ? [item.id, ...collectParentIds(item.children)] : []));
}

const ALL_PARENT_IDS = collectParentIds(SITEMAP);

export default function ExpandAllControlled() {
  const [expanded, setExpanded] = React.useState([]);
  const allOpen = expanded.length === ALL_PARENT_IDS.length;

  return (
    <Stack spacing={1} sx={{ minHeight: 330, minWidth: 260 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" disabled={allOpen} onClick={() => setExpanded(ALL_PARENT_IDS)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" disabled={expanded.length === 0} onClick={() => setExpanded([])}>
          Collapse all
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Sitemap"
        items={SITEMAP}
        expandedItems={expanded}
        onExpandedItemsChange={(event, itemIds) => setExpanded(itemIds)}
      />
    </Stack>
  );
}
