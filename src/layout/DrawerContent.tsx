import { useTranslate } from '../i18n/TranslationsContext';
import type { NavItem } from '../nav/navItems';
import { NavDrawerList } from './NavDrawerList';

interface DrawerContentProps {
  nav: NavItem[];
  activeKey: string | null;
  openKeys: string[];
  onNavigate?: () => void;
}

/** The navigation landmark inside the permanent drawer and the temporary one alike. */
export function DrawerContent({ nav, activeKey, openKeys, onNavigate }: DrawerContentProps) {
  const t = useTranslate();
  return (
    <nav aria-label={t('navLabel')} className="nav-drawer">
      <NavDrawerList items={nav} activeKey={activeKey} openKeys={openKeys} onNavigate={onNavigate} />
    </nav>
  );
}
