import Box from '@mui/material/Box';
import StarIcon from '@mui/icons-material/Star';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const FAVORITE_SLOTS = { icon: StarIcon };
const FAVORITE_SLOT_PROPS = {
  icon: { color: 'warning' },
  label: { style: { fontWeight: 600 } },
};
const SLOW_GROUP_SLOT_PROPS = { groupTransition: { timeout: 600 } };

export default function PerItemSlots() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <SimpleTreeView aria-label="Saved places">
        <TreeItem itemId="favorites" label="Favorites" slots={FAVORITE_SLOTS} slotProps={FAVORITE_SLOT_PROPS}>
          <TreeItem itemId="favorites-bakery" label="Corner bakery" />
          <TreeItem itemId="favorites-park" label="Riverside park" />
        </TreeItem>
        <TreeItem itemId="trips" label="Trips (slow transition)" slotProps={SLOW_GROUP_SLOT_PROPS}>
          <TreeItem itemId="trips-lisbon" label="Lisbon" />
          <TreeItem itemId="trips-kyoto" label="Kyoto" />
          <TreeItem itemId="trips-quebec" label="Quebec City" />
        </TreeItem>
        <TreeItem itemId="home" label="Home" />
      </SimpleTreeView>
    </Box>
  );
}
