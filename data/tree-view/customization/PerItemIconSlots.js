import Box from '@mui/material/Box';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import WifiIcon from '@mui/icons-material/Wifi';
import BluetoothIcon from '@mui/icons-material/Bluetooth';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// Tree level: a small dot for every item without children.
const TREE_SLOTS = { endIcon: FiberManualRecordIcon };
const TREE_SLOT_PROPS = { endIcon: { style: { fontSize: 8 } } };

// Item level: these objects only apply to the item that receives them.
const WIFI_SLOTS = { icon: WifiIcon };
const BLUETOOTH_SLOTS = { icon: BluetoothIcon };
const DARK_MODE_SLOTS = { icon: DarkModeOutlinedIcon };
const VOLUME_SLOTS = { icon: VolumeUpIcon };
const NO_END_ICON = { endIcon: null };

export default function PerItemIconSlots() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 250 }}>
      <SimpleTreeView
        aria-label="Device settings"
        slots={TREE_SLOTS}
        slotProps={TREE_SLOT_PROPS}
        defaultExpandedItems={['connections', 'display']}
      >
        <TreeItem itemId="connections" label="Connections">
          <TreeItem itemId="wifi" label="Wi-Fi" slots={WIFI_SLOTS} />
          <TreeItem itemId="bluetooth" label="Bluetooth" slots={BLUETOOTH_SLOTS} />
          <TreeItem itemId="hotspot" label="Hotspot" />
        </TreeItem>
        <TreeItem itemId="display" label="Display">
          <TreeItem itemId="dark-mode" label="Dark mode" slots={DARK_MODE_SLOTS} />
          <TreeItem itemId="brightness" label="Brightness" />
        </TreeItem>
        <TreeItem itemId="sound" label="Sound" slots={VOLUME_SLOTS} />
        <TreeItem itemId="about" label="About this device" slots={NO_END_ICON} />
      </SimpleTreeView>
    </Box>
  );
}
