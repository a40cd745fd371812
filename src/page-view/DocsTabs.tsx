import NextLink from 'next/link';
import Box from '@mui/material/Box';
import type { DocsContent } from '../page-view/docsContent';
import { withMuiTheme } from '../theme/MuiTheme';

const tabsSx = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 0.5,
  mb: 3,
  borderBottom: 1,
  borderColor: 'divider',
  '& a': {
    px: 1.5,
    py: 1,
    mb: '-1px',
    borderBottom: 2,
    borderColor: 'transparent',
    color: 'text.secondary',
    fontWeight: 500,
    fontSize: '0.875rem',
    textDecoration: 'none',
    '&:hover': { color: 'text.primary' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
  },
  '& a[aria-current="page"]': { color: 'primary.main', borderColor: 'primary.main', fontWeight: 600 },
} as const;

/** A component page's tabs (demos, components API, hooks API): each is a page of its own. */
function DocsTabs({ tabs }: { tabs: NonNullable<DocsContent['tabs']> }) {
  return (
    <Box component="nav" aria-label={tabs.label} sx={tabsSx}>
      {tabs.links.map((tab) => (
        <NextLink key={tab.href} href={tab.href} aria-current={tab.current ? 'page' : undefined}>
          {tab.title}
        </NextLink>
      ))}
    </Box>
  );
}

export default withMuiTheme(DocsTabs);
