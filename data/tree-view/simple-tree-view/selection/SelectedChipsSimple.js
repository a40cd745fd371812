import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

// The tree only reports ids, so the chips read their text from this map.
const CITY_NAMES = {
  lyon: 'Lyon',
  nantes: 'Nantes',
  porto: 'Porto',
  braga: 'Braga',
  coimbra: 'Coimbra',
};

export default function SelectedChipsSimple() {
  const apiRef = useSimpleTreeViewApiRef();
  const [cities, setCities] = React.useState(['lyon', 'porto']);

  const removeCity = (itemId) => {
    // keepExistingSelection leaves the other cities selected.
    apiRef.current?.setItemSelection({ itemId, shouldBeSelected: false, keepExistingSelection: true });
  };

  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', minHeight: 32, mb: 1 }}>
        {cities.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No city selected
          </Typography>
        ) : null}
        {cities.map((itemId) => (
          <Chip
            key={itemId}
            size="small"
            label={CITY_NAMES[itemId] ?? itemId}
            onDelete={() => removeCity(itemId)}
            aria-label={`Remove ${CITY_NAMES[itemId] ?? itemId}`}
          />
        ))}
      </Stack>
      <SimpleTreeView
        aria-label="Cities"
        apiRef={apiRef}
        multiSelect
        checkboxSelection
        defaultSelectedItems={['lyon', 'porto']}
        onSelectedItemsChange={(_event, itemIds) => setCities(itemIds)}
        defaultExpandedItems={['france', 'portugal']}
      >
        <TreeItem itemId="france" label="France" disableSelection>
          <TreeItem itemId="lyon" label="Lyon" />
          <TreeItem itemId="nantes" label="Nantes" />
        </TreeItem>
        <TreeItem itemId="portugal" label="Portugal" disableSelection>
          <TreeItem itemId="porto" label="Porto" />
          <TreeItem itemId="braga" label="Braga" />
          <TreeItem itemId="coimbra" label="Coimbra" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
