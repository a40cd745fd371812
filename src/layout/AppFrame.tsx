import * as React from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import type { NavItem } from '../nav/navItems';
import type { VersionEntry } from '../nav/versions';
import { AppHeader } from './AppHeader';
import { ColorModeToggle } from './ColorModeToggle';
import { DrawerContent } from './DrawerContent';
import { SkipToContent } from '../ui/SkipToContent';
import { useScrollActiveNavItemIntoView } from './useScrollActiveNavItemIntoView';

// Overlays load on first use, so reading a page never pays for them.
const MobileNavDrawer = dynamic(() => import('./MobileNavDrawer'), { ssr: false });
const SettingsDrawer = dynamic(() => import('./SettingsDrawer'), { ssr: false });

interface AppFrameProps {
  nav: NavItem[];
  activeKey: string | null;
  openKeys: string[];
  canonicalPath: string;
  versions: VersionEntry[];
  children: React.ReactNode;
}

/** The frame of every page: skip link, app bar, navigation drawer and the main region. */
export function AppFrame({ nav, activeKey, openKeys, canonicalPath, versions, children }: AppFrameProps) {
  const [mobileOpen, setMobileOpen] = React.useState(false);
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const drawerRef = React.useRef<HTMLDivElement>(null);
  const router = useRouter();
  useScrollActiveNavItemIntoView(drawerRef, router.asPath);
  return (
    <>
      <SkipToContent />
      <AppHeader
        canonicalPath={canonicalPath}
        versions={versions}
        onOpenDrawer={() => setMobileOpen(true)}
        onOpenSettings={() => setSettingsOpen(true)}
        actions={<ColorModeToggle />}
      />
      <div className="frame-columns">
        <div ref={drawerRef} className="docs-drawer">
          <DrawerContent nav={nav} activeKey={activeKey} openKeys={openKeys} />
        </div>
        {mobileOpen ? (
          <MobileNavDrawer nav={nav} activeKey={activeKey} openKeys={openKeys} onClose={() => setMobileOpen(false)} />
        ) : null}
        <div className="frame-page">{children}</div>
      </div>
      {settingsOpen ? <SettingsDrawer onClose={() => setSettingsOpen(false)} /> : null}
    </>
  );
}
