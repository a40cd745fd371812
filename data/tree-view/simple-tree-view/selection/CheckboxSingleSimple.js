import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function CheckboxSingleSimple() {
  const [shipping, setShipping] = React.useState('standard');

  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <SimpleTreeView
        aria-label="Shipping method"
        checkboxSelection
        selectedItems={shipping}
        onSelectedItemsChange={(_event, itemId) => setShipping(itemId)}
        defaultExpandedItems={['home', 'pickup']}
      >
        <TreeItem itemId="home" label="Home delivery" disableSelection>
          <TreeItem itemId="standard" label="Standard, 3 to 5 days" />
          <TreeItem itemId="express" label="Express, next day" />
        </TreeItem>
        <TreeItem itemId="pickup" label="Pickup" disableSelection>
          <TreeItem itemId="locker" label="Parcel locker" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Shipping: {shipping ?? 'not chosen'}
      </Typography>
    </Box>
  );
}
