import * as React from 'react';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { useTranslate, useUserLanguage } from '../i18n/TranslationsContext';
import { navItemHref, type NavItem } from '../nav/navItems';
import { serverListHtml } from '../nav/serverListHtml';
import { syncApiNavLinks } from '../nav/syncApiNavLinks';
import { blue } from '../theme/docsTokens';
import { KeyboardArrowRightRounded, OpenInNewRounded } from './frameIcons';

interface NavDrawerListProps {
  items: NavItem[];
  activeKey: string | null;
  openKeys: string[];
  onNavigate?: () => void;
}

const BADGE_COLORS = {
  pro: 'primary.main',
  premium: 'secondary.main',
  new: 'success.main',
  planned: 'text.secondary',
  unstable: 'warning.main',
} as const;

type BadgeTone = keyof typeof BADGE_COLORS;

// The drawer has some 170 entries: they are plain elements with class names, styled once here
// by the list's root, so that neither hydration nor a client-side navigation styles each one.
const drawerListSx = (theme: Theme) => ({
  '&, & ul': { listStyle: 'none', m: 0, p: 0 },
  '& .nav-item': {
    display: 'flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    width: '100%',
    m: 0,
    border: 0,
    bgcolor: 'transparent',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    py: 0.5,
    paddingInlineStart: 'calc(12px + var(--nav-depth, 0) * 12px)',
    paddingInlineEnd: 1,
    borderRadius: 1,
    fontSize: '0.875rem',
    lineHeight: 1.5,
    color: 'text.secondary',
    textDecoration: 'none',
    '&:hover': { bgcolor: 'action.hover', color: 'text.primary' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
  },
  // The active link: tinted with the primary color, text dark (light mode) or light (dark) for AA contrast.
  '& .nav-item[aria-current="page"]': {
    fontWeight: 600,
    color: blue[800],
    bgcolor: alpha(blue[500], 0.1),
    ...theme.applyStyles('dark', { color: blue[200], bgcolor: alpha(blue[400], 0.16) }),
  },
  '& .nav-group': { fontWeight: 500 },
  '& .nav-group-top, & .nav-external': { fontWeight: 600, color: 'text.primary' },
  '& .nav-arrow': {
    mr: 0.5,
    transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shortest }),
  },
  '& [aria-expanded="true"] > .nav-arrow': { transform: 'rotate(90deg)' },
  '[dir="rtl"] & [aria-expanded="false"] > .nav-arrow': { transform: 'rotate(180deg)' },
  '& .nav-external-icon': { width: 14, height: 14, ml: 0.5 },
  '& .nav-subheader': {
    mt: 1.5,
    mb: 0.5,
    paddingInlineStart: 'calc(12px + var(--nav-depth, 0) * 12px)',
    fontSize: '0.75rem',
    fontWeight: 700,
    letterSpacing: 0.5,
    textTransform: 'uppercase',
    color: 'text.secondary',
  },
  '& .nav-badge': {
    ml: 0.75,
    px: 0.75,
    border: 1,
    borderRadius: 2,
    borderColor: 'currentColor',
    fontSize: '0.6875rem',
    fontWeight: 600,
    lineHeight: '16px',
    whiteSpace: 'nowrap',
  },
  ...Object.fromEntries(Object.entries(BADGE_COLORS).map(([tone, color]) => [`& .nav-badge-${tone}`, { color }])),
});

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
    <span key={badge.tone} title={badge.title} className={`nav-badge nav-badge-${badge.tone}`}>
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
  return (
    <li>
      <button
        type="button"
        className={depth === 0 ? 'nav-item nav-group nav-group-top' : 'nav-item nav-group'}
        style={depthStyle(depth)}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <KeyboardArrowRightRounded fontSize="small" className="nav-arrow" />
        {item.title}
      </button>
      <div hidden={!open}>
        {item.apiProduct && !item.children ? (
          <ApiNavList listId={listId} activeKey={activeKey} onNavigate={onNavigate} />
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
        )}
      </div>
    </li>
  );
}

/**
 * An API group in the browser, whose site data leaves its entries out (hundreds across the
 * products). The server rendered them as links: the list keeps that HTML instead of hydrating a
 * component per entry, follows a click with the router, and moves the active mark and the
 * language of the links itself.
 */
function ApiNavList({
  listId,
  activeKey,
  onNavigate,
}: {
  listId: string;
  activeKey: string | null;
  onNavigate?: () => void;
}) {
  const router = useRouter();
  const language = useUserLanguage();
  const listRef = React.useRef<HTMLUListElement>(null);
  React.useEffect(() => {
    if (listRef.current) syncApiNavLinks(listRef.current, activeKey, language);
  }, [activeKey, language]);
  const onClick = (event: React.MouseEvent<HTMLUListElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href');
    if (!href || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate?.();
    void router.push(href);
  };
  return (
    // Enter on a link inside fires a click too: the list only delegates.
    <ul id={listId} ref={listRef} onClick={onClick} dangerouslySetInnerHTML={{ __html: serverListHtml(listId) }} />
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

/** The navigation tree: collapsible groups, the active page marked `aria-current="page"`. */
export function NavDrawerList({ items, activeKey, openKeys, onNavigate }: NavDrawerListProps) {
  return (
    <Box component="ul" sx={drawerListSx}>
      <NavEntries items={items} activeKey={activeKey} openKeys={openKeys} depth={0} onNavigate={onNavigate} />
    </Box>
  );
}
