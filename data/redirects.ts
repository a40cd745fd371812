import type { Redirect } from '../src/deploy/redirects';

/**
 * Pages of the MUI reference (v8.29.3) that this site covers under another path: each old URL
 * answers with a permanent redirect to the page, and where a section covers it the section, that
 * teaches the same thing. Every form of the redirects (static pages, `_redirects`, nginx, the local
 * server) is written from this list and the API pages' spellings (src/api-docs/apiRedirects.ts).
 */
const redirects: Redirect[] = [
  // Charts: the reference's demo pages are the "demos" page under each chart type here.
  { from: '/x/react-charts/areas-demo', to: '/x/react-charts/lines/areas' },
  { from: '/x/react-charts/bar-demo', to: '/x/react-charts/bars/demos' },
  { from: '/x/react-charts/line-demo', to: '/x/react-charts/lines/demos' },
  { from: '/x/react-charts/pie-demo', to: '/x/react-charts/pie/demos' },
  { from: '/x/react-charts/overview', to: '/x/react-charts' },
  // Quickstarts: install, set up and render a first component, which each getting-started page does.
  { from: '/x/react-charts/quickstart', to: '/x/react-charts/getting-started' },
  { from: '/x/react-date-pickers/quickstart', to: '/x/react-date-pickers/getting-started' },
  { from: '/x/react-tree-view/quickstart', to: '/x/react-tree-view/getting-started' },
  // Data Grid: the menu is documented with the other components; the recipes are named by topic first.
  { from: '/x/react-data-grid/column-menu', to: '/x/react-data-grid/components/column-menu' },
  { from: '/x/react-data-grid/column-recipes', to: '/x/react-data-grid/recipes-columns' },
  { from: '/x/react-data-grid/filtering-recipes', to: '/x/react-data-grid/recipes-filtering' },
  { from: '/x/react-data-grid/row-recipes', to: '/x/react-data-grid/recipes-rows' },
  { from: '/x/react-data-grid/style-recipes', to: '/x/react-data-grid/recipes-styling' },
  { from: '/x/react-data-grid/components/export', to: '/x/react-data-grid/components/export-menu' },
  { from: '/x/react-data-grid/pivoting-explained', to: '/x/react-data-grid/pivoting/pivoting-explained' },
  // Tree View: one customization page covers both components.
  { from: '/x/react-tree-view/rich-tree-view/customization', to: '/x/react-tree-view/customization' },
  { from: '/x/react-tree-view/simple-tree-view/customization', to: '/x/react-tree-view/customization' },
  { from: '/x/migration/usage-with-material-ui-v5-v6', to: '/x/introduction/material-ui-v5-v6' },
  // API pages of components without one here: the focus rings take no props of their own, and the
  // Unstable_ exports stay outside the reference; the guide section that says what each does covers it.
  ...[
    'focused-funnel-section',
    'focused-heatmap-cell',
    'focused-radar-mark',
    'focused-sankey-link',
    'focused-sankey-node',
  ].map((slug) => ({
    from: `/x/api/charts/${slug}`,
    to: '/x/react-charts/accessibility',
    anchor: 'the-focus-ring-in-a-composed-chart',
  })),
  { from: '/x/api/charts/sankey-chart', to: '/x/react-charts/sankey' },
  {
    from: '/x/api/date-pickers/pickers-section-list',
    to: '/x/react-date-pickers/custom-field',
    anchor: 'the-section-list-the-default-field-renders',
  },
];

export default redirects;
