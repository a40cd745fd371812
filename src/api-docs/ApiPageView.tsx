import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import { DocsPageView } from '../page-view/DocsPageView';
import type { DocsContent } from '../page-view/docsContent';
import { withMuiTheme } from '../theme/MuiTheme';

// A row's height at the desktop width, between those measured on the DataGrid and picker pages:
// about 140 px for props (a type, its expanded type, a description), 60 to 75 px for slots and CSS
// classes.
const API_ROW_HEIGHT_ESTIMATE = 100;

// The reference's own styles: loaded with its pages only.
const apiSx = (theme: Theme) => ({
  '& .api-summary': { display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' },
  '& .api-plan': {
    px: 1,
    border: 1,
    borderRadius: 2,
    fontSize: '0.75rem',
    fontWeight: 600,
    lineHeight: '20px',
  },
  '& .api-plan-community': { color: 'text.secondary' },
  '& .api-plan-pro': { color: 'primary.main' },
  '& .api-plan-premium': { color: 'secondary.main' },
  // A member's plan mark sits after its name, in the row's name cell.
  '& td .api-plan': { ml: 1, whiteSpace: 'nowrap' },
  // A reference page holds a few hundred rows: the browser lays out a table only when it nears
  // the screen, and sizes the others by their row count (`apiTableHtml`) until then.
  '& .api-table': {
    contentVisibility: 'auto',
    containIntrinsicSize: `auto calc(var(--api-rows) * ${API_ROW_HEIGHT_ESTIMATE}px + 48px)`,
  },
  // The widths of the table's colgroup, kept on a narrow screen, where the table scrolls sideways.
  '& .api-table table': { tableLayout: 'fixed', minWidth: '42rem' },
  '& .api-table td': { verticalAlign: 'top' },
  '& .api-table td:first-of-type': { overflowWrap: 'anywhere' },
  '& .api-table td p': { my: 0.5 },
  // A code example in a description wraps: a cell that scrolled on its own would be a region the
  // keyboard cannot reach.
  '& .api-table td pre': { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  '& .api-name': { fontFamily: 'monospace', fontWeight: 600, color: 'primary.main', textDecoration: 'none' },
  '& .api-flag': {
    display: 'inline-block',
    ml: 0.75,
    px: 0.5,
    borderRadius: 1,
    fontSize: '0.6875rem',
    fontWeight: 600,
    verticalAlign: 'middle',
  },
  // The dark and light tones of the error color keep AA contrast on each background.
  '& .api-required': {
    color: theme.palette.error.dark,
    border: '1px solid currentColor',
    ...theme.applyStyles('dark', { color: theme.palette.error.light }),
  },
  '& .api-deprecated': { color: 'text.secondary', border: '1px solid currentColor' },
  '& .api-deprecation': { color: 'text.secondary' },
  '& tr:target': { bgcolor: alpha(theme.palette.primary.main, 0.12) },
  '& .api-expanded-type': { mt: 0.5 },
  '& .api-expanded-type summary': {
    cursor: 'pointer',
    fontSize: '0.8125rem',
    color: 'text.secondary',
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
  },
  '& .api-expanded-type code': { display: 'block', mt: 0.5, whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
  '& .api-params': { my: 0.5, pl: 2.5 },
  '& .api-index-list': {
    columns: { xs: 1, sm: 2, md: 3 },
    listStyle: 'none',
    pl: 0,
    '& li': { breakInside: 'avoid', py: 0.25 },
  },
  '& tr[id]': { scrollMarginTop: 'var(--docs-sticky-top)' },
});

/** The API reference's pages: a docs page whose content was generated from the declarations. */
function ApiPageView({ docs }: { docs: DocsContent }) {
  return (
    <Box sx={apiSx}>
      <DocsPageView docs={docs} />
    </Box>
  );
}

export default withMuiTheme(ApiPageView);
