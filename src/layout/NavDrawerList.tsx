import * as React from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import KeyboardArrowRightRounded from '@mui/icons-material/KeyboardArrowRightRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import { useTranslate } from '../i18n/TranslationsContext';
import type { NavItem } from '../nav/navItems';
import { blue } from '../theme/docsTokens';
import { PlainButton } from './PlainButton';

interface NavDrawerListProps {
  items: NavItem[];
  activeKey: string | null;
  openKeys: string[];
  depth?: number;
  onNavigate?: () => void;
}

const BADGE_COLORS = {
  pro: 'primary.main',
  premium: 'secondary.main',
  new: 'success.main',
  planned: 'text.secondary',
  unstable: 'warning.main',
} as const;

function Badges({ item }: { item: NavItem }) {
  const t = useTranslate();
  const badges: Array<{ label: string; title?: string; tone: keyof typeof BADGE_COLORS }> = [];
  if (item.plan === 'pro') badges.push({ label: 'Pro', title: t('plan-pro'), tone: 'pro' });
  if (item.plan === 'premium') badges.push({ label: 'Premium', title: t('plan-premium'), tone: 'premium' });
  if (item.newFeature) badges.push({ label: t('new'), tone: 'new' });
  if (item.planned) badges.push({ label: t('planned'), tone: 'planned' });
  if (item.unstable) badges.push({ label: t('unstable'), tone: 'unstable' });
  return badges.map((badge) => (
    <Box
      component="span"
      key={badge.tone}
      title={badge.title}
      sx={{
        ml: 0.75,
        px: 0.75,
        border: 1,
        borderRadius: 2,
        borderColor: 'currentColor',
        color: BADGE_COLORS[badge.tone],
        fontSize: '0.6875rem',
        fontWeight: 600,
        lineHeight: '16px',
        whiteSpace: 'nowrap',
      }}
    >
      {badge.label}
    </Box>
  ));
}

/** The active link: tinted with the primary color, text dark (light mode) or light (dark) for AA contrast. */
const activeLinkSx = (theme: Theme) => ({
  fontWeight: 600,
  color: blue[800],
  bgcolor: alpha(blue[500], 0.1),
  ...theme.applyStyles('dark', { color: blue[200], bgcolor: alpha(blue[400], 0.16) }),
});

const itemSx = (depth: number) => ({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  justifyContent: 'flex-start',
  textAlign: 'start' as const,
  py: 0.5,
  pl: 1.5 + depth * 1.5,
  pr: 1,
  borderRadius: 1,
  fontSize: '0.875rem',
  lineHeight: 1.5,
  color: 'text.secondary',
  textDecoration: 'none',
  '&:hover': { bgcolor: 'action.hover', color: 'text.primary' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
});

function NavGroup({
  item,
  activeKey,
  openKeys,
  depth,
  onNavigate,
}: Omit<NavDrawerListProps, 'items'> & { item: NavItem; depth: number }) {
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
      <PlainButton
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        sx={{
          ...itemSx(depth),
          fontWeight: depth === 0 ? 600 : 500,
          color: depth === 0 ? 'text.primary' : 'text.secondary',
        }}
      >
        <KeyboardArrowRightRounded
          fontSize="small"
          sx={{
            mr: 0.5,
            transition: (theme) =>
              theme.transitions.create('transform', { duration: theme.transitions.duration.shortest }),
            transform: open ? 'rotate(90deg)' : 'none',
            '[dir="rtl"] &': { transform: open ? 'rotate(90deg)' : 'rotate(180deg)' },
          }}
        />
        {item.title}
      </PlainButton>
      <Box hidden={!open}>
        <NavDrawerList
          items={item.children ?? []}
          activeKey={activeKey}
          openKeys={openKeys}
          depth={depth + 1}
          onNavigate={onNavigate}
          id={listId}
        />
      </Box>
    </li>
  );
}

/** The navigation tree: collapsible groups, the active page marked `aria-current="page"`. */
export function NavDrawerList({
  items,
  activeKey,
  openKeys,
  depth = 0,
  onNavigate,
  id,
}: NavDrawerListProps & { id?: string }) {
  return (
    <Box component="ul" id={id} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <React.Fragment key={item.key}>
          {item.subheader ? (
            <Box
              component="li"
              sx={{
                mt: 1.5,
                mb: 0.5,
                pl: 1.5 + depth * 1.5,
                fontSize: '0.75rem',
                fontWeight: 700,
                letterSpacing: 0.5,
                textTransform: 'uppercase',
                color: 'text.secondary',
              }}
            >
              {item.subheader}
            </Box>
          ) : null}
          {item.children ? (
            <NavGroup item={item} activeKey={activeKey} openKeys={openKeys} depth={depth} onNavigate={onNavigate} />
          ) : (
            <li>
              {item.external ? (
                <Box
                  component="a"
                  href={item.href}
                  target="_blank"
                  rel="noopener"
                  sx={{ ...itemSx(depth), fontWeight: 600, color: 'text.primary' }}
                >
                  {item.title}
                  <OpenInNewRounded sx={{ fontSize: 14, ml: 0.5 }} aria-hidden />
                </Box>
              ) : (
                <Box
                  component={NextLink}
                  href={item.href ?? '/'}
                  onClick={onNavigate}
                  aria-current={item.key === activeKey ? 'page' : undefined}
                  sx={{
                    ...itemSx(depth),
                    '&[aria-current="page"]': activeLinkSx,
                  }}
                >
                  {item.title}
                  <Badges item={item} />
                </Box>
              )}
            </li>
          )}
        </React.Fragment>
      ))}
    </Box>
  );
}
