import Drawer from '@mui/material/Drawer';
import type { NavItem } from '../nav/navItems';
import { DrawerContent } from './DrawerContent';
import { withMuiTheme } from '../theme/MuiTheme';

interface MobileNavDrawerProps {
  nav: NavItem[];
  activeKey: string | null;
  openKeys: string[];
  onClose: () => void;
}

/** The navigation as a temporary drawer on narrow screens (its own chunk). */
function MobileNavDrawer({ nav, activeKey, openKeys, onClose }: MobileNavDrawerProps) {
  return (
    <Drawer
      open
      onClose={onClose}
      sx={{ display: { lg: 'none' } }}
      slotProps={{ paper: { sx: { width: 'var(--docs-drawer-width)' } } }}
    >
      <DrawerContent nav={nav} activeKey={activeKey} openKeys={openKeys} onNavigate={onClose} />
    </Drawer>
  );
}

export default withMuiTheme(MobileNavDrawer);
