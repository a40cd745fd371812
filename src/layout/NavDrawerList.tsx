import * as React from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { useTranslate } from '../i18n/TranslationsContext';
import type { NavItem } from '../nav/navItems';
import { blue } from '../theme/docsTokens';

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
  '& .nav-icon': { width: 20, height: 20, flexShrink: 0, fill: 'currentColor' },
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

// Material icons' paths (KeyboardArrowRightRounded, OpenInNewRounded), drawn as plain SVG.
const ARROW_PATH =
  'M9.29 15.88 13.17 12 9.29 8.12a.996.996 0 0 1 0-1.41c.39-.39 1.02-.39 1.41 0l4.59 4.59c.39.39.39 1.02 0 1.41L10.7 17.3c-.39.39-1.02.39-1.41 0-.38-.39-.39-1.03 0-1.42';
const EXTERNAL_PATH =
  'M18 19H6c-.55 0-1-.45-1-1V6c0-.55.45-1 1-1h5c.55 0 1-.45 1-1s-.45-1-1-1H5c-1.11 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2v-6c0-.55-.45-1-1-1s-1 .45-1 1v5c0 .55-.45 1-1 1M14 4c0 .55.45 1 1 1h2.59l-9.13 9.13c-.39.39-.39 1.02 0 1.41s1.02.39 1.41 0L19 6.41V9c0 .55.45 1 1 1s1-.45 1-1V4c0-.55-.45-1-1-1h-5c-.55 0-1 .45-1 1';

function NavIcon({ path, className }: { path: string; className: string }) {
  return (
    <svg className={`nav-icon ${className}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

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
  if (item.external) {
    return (
      <a className="nav-item nav-external" style={depthStyle(depth)} href={item.href} target="_blank" rel="noopener">
        {item.title}
        <NavIcon path={EXTERNAL_PATH} className="nav-external-icon" />
      </a>
    );
  }
  return (
    <NextLink
      className="nav-item"
      style={depthStyle(depth)}
      href={item.href ?? '/'}
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
        <NavIcon path={ARROW_PATH} className="nav-arrow" />
        {item.title}
      </button>
      <div hidden={!open}>
        <ul id={listId}>
          <NavEntries
            items={item.children ?? []}
            activeKey={activeKey}
            openKeys={openKeys}
            depth={depth + 1}
            onNavigate={onNavigate}
          />
        </ul>
      </div>
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
      {item.children ? (
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
