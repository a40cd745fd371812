import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const PAGES = {
  overview: 'Sales are up 4% compared with last week.',
  orders: '128 orders are waiting to be shipped.',
  returns: '6 return requests need a decision.',
  customers: '2,310 active customers this month.',
};

export default function NavigationSimple() {
  const [page, setPage] = React.useState('overview');

  return (
    <Box sx={{ display: 'flex', gap: 2, minHeight: 220, flexWrap: 'wrap' }}>
      <SimpleTreeView
        aria-label="Admin sections"
        disableSelection
        defaultExpandedItems={['shop']}
        onItemClick={(_event, itemId) => {
          if (PAGES[itemId]) {
            setPage(itemId);
          }
        }}
        sx={{ minWidth: 180 }}
      >
        <TreeItem itemId="overview" label="Overview" />
        <TreeItem itemId="shop" label="Shop">
          <TreeItem itemId="orders" label="Orders" />
          <TreeItem itemId="returns" label="Returns" />
        </TreeItem>
        <TreeItem itemId="customers" label="Customers" />
      </SimpleTreeView>
      <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 200 }}>
        <Typography variant="subtitle2">{page}</Typography>
        <Typography variant="body2">{PAGES[page]}</Typography>
      </Paper>
    </Box>
  );
}
