import * as React from 'react';
import NextLink from 'next/link';
import { useTranslate, useUserLanguage } from '../i18n/TranslationsContext';
import { navItemHref, type NavItem } from '../nav/navItems';
import { serverListHtml } from '../nav/serverListHtml';
import { openNavGroups } from '../nav/navGroups';
import { syncNavLinks } from '../nav/syncNavLinks';
import { KeyboardArrowRightRounded, OpenInNewRounded } from '../ui/frameIcons';
import { useNavListEvents } from './useNavListEvents';
import { usePrefetchVisibleLinks } from './usePrefetchVisibleLinks';

interface NavDrawerListProps {
  items: NavItem[];
  activeKey: string | null;
  openKeys: string[];
  onNavigate?: () => void;
}

type BadgeTone = 'pro' | 'premium' | 'new' | 'planned' | 'unstable';

// The drawer's entries are plain elements with class names, styled once by navDrawer.css.
const depthStyle = (depth: number) => ({ '--nav-depth': depth }) as React.CSSProperties;

function Badges({ item }: { item: NavItem }) {
  const t = useTranslate();
  const badges: Array<{ label: string; title?: string; tone: BadgeTone }> = [];
  if (item.plan === 'pro') badges.push({ label: 'Pro', title: t('plan-pro'), tone: 'pro' });
  if (item.plan === 'premium') badges.push({ label: 'Premium', title: t('plan-premium'), tone: 'premium' });
  if (item.newFeature) badges.push({ label: t('new'), tone: 'new' });
  if (item.planned) badges.push({ label: t('planned'), tone: 'planned' });
  if (item.unstable) badges.push({ label: t('unstable'), tone: 'unstable' });
  return badges.map((badge) => (
    <span key={badge.tone} title={badge.title} className={`docs-badge docs-badge-${badge.tone}`}>
      {badge.label}
    </span>
  ));
}

interface NavLeafProps {
  item: NavItem;
  active: boolean;
  depth: number;
  onNavigate?: () => void;
}

// Memoized: a navigation re-renders the two links whose active state changed, not all of them.
const NavLeaf = React.memo(function NavLeaf({ item, active, depth, onNavigate }: NavLeafProps) {
  const language = useUserLanguage();
  if (item.external) {
    return (
      <a className="nav-item nav-external" style={depthStyle(depth)} href={item.href} target="_blank" rel="noopener">
        {item.title}
        <OpenInNewRounded className="nav-external-icon" />
      </a>
    );
  }
  return (
    <NextLink
      className="nav-item"
      style={depthStyle(depth)}
      href={navItemHref(item, language)}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
    >
      {item.title}
      <Badges item={item} />
    </NextLink>
  );
});

interface NavEntriesProps extends Omit<NavDrawerListProps, 'openKeys'> {
  depth: number;
  openKeys: string[];
}

function NavGroup({
  item,
  activeKey,
  openKeys,
  depth,
  onNavigate,
}: Omit<NavEntriesProps, 'items'> & { item: NavItem }) {
  const containsActive = openKeys.includes(item.key);
  const [open, setOpen] = React.useState(containsActive || depth === 0);
  // The page component stays mounted across client navigations: a group the reader navigates
  // into (previous/next links, in-page links) opens, and one they leave keeps their choice.
  const [containedActive, setContainedActive] = React.useState(containsActive);
  if (containsActive !== containedActive) {
    setContainedActive(containsActive);
    if (containsActive) {
      setOpen(true);
    }
  }
  const listId = `nav-group-${item.key.replace(/[^a-z0-9]+/gi, '-')}`;
  const entries =
    item.apiProduct && !item.children ? (
      // An API group in the browser: the site data leaves its entries out (hundreds across the
      // products), and the list keeps the links the server rendered.
      <ServerNavList id={listId} html={serverListHtml(listId)} activeKey={activeKey} onNavigate={onNavigate} />
    ) : (
      <ul id={listId}>
        <NavEntries
          items={item.children ?? []}
          activeKey={activeKey}
          openKeys={openKeys}
          depth={depth + 1}
          onNavigate={onNavigate}
        />
      </ul>
    );
  return (
    <li>
      <button
        type="button"
        className={depth === 0 ? 'nav-item nav-group nav-group-top' : 'nav-item nav-group'}
        style={depthStyle(depth)}
        data-nav-key={item.key}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <KeyboardArrowRightRounded fontSize="small" className="nav-arrow" />
        {item.title}
      </button>
      {/* In the server's HTML a closed group's entries are a template's content, out of the page's
          DOM (two thirds of a text page's elements were in closed groups) until the group opens:
          see `setNavGroupOpen`. */}
      {open ? <div>{entries}</div> : <template>{entries}</template>}
    </li>
  );
}

function NavEntries({ items, activeKey, openKeys, depth, onNavigate }: NavEntriesProps) {
  return items.map((item) => (
    <React.Fragment key={item.key}>
      {item.subheader ? (
        <li className="nav-subheader" style={depthStyle(depth)}>
          {item.subheader}
        </li>
      ) : null}
      {item.children || item.apiProduct ? (
        <NavGroup item={item} activeKey={activeKey} openKeys={openKeys} depth={depth} onNavigate={onNavigate} />
      ) : (
        <li>
          <NavLeaf item={item} active={item.key === activeKey} depth={depth} onNavigate={onNavigate} />
        </li>
      )}
    </React.Fragment>
  ));
}

const ROOT_LIST_ID = 'nav-root';
// One array, so that an API group's effect does not run again on every render.
const NO_OPEN_KEYS: string[] = [];

/**
 * A list as the server rendered it, kept in the browser as HTML: the whole drawer (hydrating a
 * component for each of its entries was about a fifth of a text page's hydration) or an API
 * group. It follows the page: the active mark moves, and with `openKeys` a group that comes to
 * hold the active page opens, while a group the reader opened or closed keeps their choice.
 */
function ServerNavList({
  id,
  className,
  html,
  activeKey,
  openKeys = NO_OPEN_KEYS,
  onNavigate,
}: {
  id: string;
  className?: string;
  html: string;
  activeKey: string | null;
  openKeys?: string[];
  onNavigate?: () => void;
}) {
  const language = useUserLanguage();
  const listRef = React.useRef<HTMLUListElement>(null);
  const openedKeys = React.useRef<string[]>([]);
  const { onClick, onPrefetch } = useNavListEvents(onNavigate);
  usePrefetchVisibleLinks(listRef);
  React.useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    syncNavLinks(list, activeKey, language);
    openNavGroups(
      list,
      openKeys.filter((key) => !openedKeys.current.includes(key)),
    );
    openedKeys.current = openKeys;
  }, [activeKey, openKeys, language]);
  return (
    <ul
      id={id}
      className={className}
      ref={listRef}
      onClick={onClick}
      onMouseOver={onPrefetch}
      onFocus={onPrefetch}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * The navigation tree: collapsible groups, the active page marked `aria-current="page"`. React
 * renders it on the server, and in the browser once the nav changes (another language).
 */
export function NavDrawerList({ items, activeKey, openKeys, onNavigate }: NavDrawerListProps) {
  // Empty on the server, and for a nav other than the one the server's HTML shows.
  const serverHtml = serverListHtml(ROOT_LIST_ID, items);
  if (serverHtml) {
    return (
      <ServerNavList
        id={ROOT_LIST_ID}
        className="nav-list"
        html={serverHtml}
        activeKey={activeKey}
        openKeys={openKeys}
        onNavigate={onNavigate}
      />
    );
  }
  return (
    <ul id={ROOT_LIST_ID} className="nav-list">
      <NavEntries items={items} activeKey={activeKey} openKeys={openKeys} depth={0} onNavigate={onNavigate} />
    </ul>
  );
}
