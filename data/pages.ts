import type { DocsPage } from '../src/nav/pageTypes';

/**
 * The navigation tree of the MUI X docs. Titles come from the page-title dictionary in
 * `translations/`; an entry with children is a collapsible group whose pathname (ending in
 * `--`) is only a key, never a route.
 */
const pages: DocsPage[] = [
  { pathname: 'https://mui.com/x/whats-new/' },
  {
    pathname: '/x/introduction--',
    children: [
      { pathname: '/x/introduction' },
      { pathname: '/x/introduction/installation' },
      { pathname: '/x/introduction/licensing' },
      { pathname: '/x/introduction/support' },
      { pathname: '/x/introduction/roadmap' },
    ],
  },
  {
    pathname: '/x/common-concepts--',
    children: [{ pathname: '/x/common-concepts/custom-components' }, { pathname: '/x/common-concepts/theming' }],
  },
  {
    pathname: '/x/react-data-grid--',
    children: [
      { pathname: '/x/react-data-grid' },
      { pathname: '/x/react-data-grid/quickstart' },
      { pathname: '/x/react-data-grid/features' },
      {
        pathname: '/x/react-data-grid/columns--',
        subheader: 'main-features',
        children: [
          { pathname: '/x/react-data-grid/column-definition' },
          { pathname: '/x/react-data-grid/column-dimensions' },
          { pathname: '/x/react-data-grid/column-visibility' },
          { pathname: '/x/react-data-grid/column-header' },
          { pathname: '/x/react-data-grid/column-ordering', plan: 'pro' },
          { pathname: '/x/react-data-grid/column-pinning', plan: 'pro' },
          { pathname: '/x/react-data-grid/column-spanning' },
          { pathname: '/x/react-data-grid/column-groups' },
        ],
      },
      {
        pathname: '/x/react-data-grid/rows--',
        children: [
          { pathname: '/x/react-data-grid/row-definition' },
          { pathname: '/x/react-data-grid/row-updates' },
          { pathname: '/x/react-data-grid/row-height' },
          { pathname: '/x/react-data-grid/row-spanning' },
          { pathname: '/x/react-data-grid/master-detail', plan: 'pro' },
          { pathname: '/x/react-data-grid/row-ordering', plan: 'pro' },
          { pathname: '/x/react-data-grid/row-pinning', plan: 'pro' },
        ],
      },
      {
        pathname: '/x/react-data-grid/editing--',
        children: [
          { pathname: '/x/react-data-grid/editing' },
          { pathname: '/x/react-data-grid/editing/persistence' },
          { pathname: '/x/react-data-grid/editing/custom-edit-component' },
          { pathname: '/x/react-data-grid/editing/editing-events' },
        ],
      },
      { pathname: '/x/react-data-grid/sorting' },
      {
        pathname: '/x/react-data-grid/filtering--',
        children: [
          { pathname: '/x/react-data-grid/filtering' },
          { pathname: '/x/react-data-grid/filtering/customization' },
          { pathname: '/x/react-data-grid/filtering/quick-filter' },
          { pathname: '/x/react-data-grid/filtering/header-filters', plan: 'pro' },
          { pathname: '/x/react-data-grid/filtering/multi-filters', plan: 'pro' },
        ],
      },
      { pathname: '/x/react-data-grid/pagination' },
      {
        pathname: '/x/react-data-grid/selection--',
        children: [
          { pathname: '/x/react-data-grid/row-selection' },
          { pathname: '/x/react-data-grid/cell-selection', plan: 'premium' },
        ],
      },
      { pathname: '/x/react-data-grid/virtualization' },
      { pathname: '/x/react-data-grid/accessibility' },
      { pathname: '/x/react-data-grid/localization' },
      {
        pathname: '/x/react-data-grid/advanced-features--',
        subheader: 'advanced-features',
        children: [
          { pathname: '/x/react-data-grid/tree-data', plan: 'pro' },
          { pathname: '/x/react-data-grid/row-grouping', plan: 'premium' },
          { pathname: '/x/react-data-grid/aggregation', plan: 'premium' },
          { pathname: '/x/react-data-grid/pivoting', plan: 'premium', newFeature: true },
          { pathname: '/x/react-data-grid/export' },
          { pathname: '/x/react-data-grid/clipboard' },
          { pathname: '/x/react-data-grid/server-side-data', plan: 'pro', unstable: true },
          { pathname: '/x/react-data-grid/charts-integration', plan: 'premium', planned: true },
        ],
      },
      {
        pathname: '/x/react-data-grid/components--',
        children: [
          { pathname: '/x/react-data-grid/components' },
          { pathname: '/x/react-data-grid/components/toolbar', newFeature: true },
          { pathname: '/x/react-data-grid/components/column-menu' },
          { pathname: '/x/react-data-grid/components/export-menu' },
        ],
      },
      {
        pathname: '/x/react-data-grid/customization--',
        children: [
          { pathname: '/x/react-data-grid/style' },
          { pathname: '/x/react-data-grid/overlays' },
          { pathname: '/x/react-data-grid/layout' },
        ],
      },
      {
        pathname: '/x/react-data-grid/resources--',
        children: [
          { pathname: '/x/react-data-grid/api-object' },
          { pathname: '/x/react-data-grid/events' },
          { pathname: '/x/react-data-grid/state' },
          { pathname: '/x/react-data-grid/performance' },
          { pathname: '/x/react-data-grid/faq' },
        ],
      },
      { pathname: '/x/api/data-grid' },
    ],
  },
  {
    pathname: '/x/react-date-pickers--',
    children: [
      { pathname: '/x/react-date-pickers' },
      { pathname: '/x/react-date-pickers/getting-started' },
      { pathname: '/x/react-date-pickers/base-concepts' },
      {
        pathname: '/x/react-date-pickers/date--',
        subheader: 'components',
        children: [
          { pathname: '/x/react-date-pickers/date-picker' },
          { pathname: '/x/react-date-pickers/date-field' },
          { pathname: '/x/react-date-pickers/date-calendar' },
        ],
      },
      {
        pathname: '/x/react-date-pickers/time--',
        children: [
          { pathname: '/x/react-date-pickers/time-picker' },
          { pathname: '/x/react-date-pickers/time-field' },
          { pathname: '/x/react-date-pickers/time-clock' },
          { pathname: '/x/react-date-pickers/digital-clock' },
        ],
      },
      {
        pathname: '/x/react-date-pickers/date-time--',
        children: [
          { pathname: '/x/react-date-pickers/date-time-picker' },
          { pathname: '/x/react-date-pickers/date-time-field' },
        ],
      },
      {
        pathname: '/x/react-date-pickers/range--',
        children: [
          { pathname: '/x/react-date-pickers/date-range-picker', plan: 'pro' },
          { pathname: '/x/react-date-pickers/date-range-field', plan: 'pro' },
          { pathname: '/x/react-date-pickers/date-range-calendar', plan: 'pro' },
          { pathname: '/x/react-date-pickers/time-range-picker', plan: 'pro', newFeature: true },
          { pathname: '/x/react-date-pickers/date-time-range-picker', plan: 'pro' },
        ],
      },
      { pathname: '/x/react-date-pickers/validation', subheader: 'main-features' },
      {
        pathname: '/x/react-date-pickers/localization--',
        children: [
          { pathname: '/x/react-date-pickers/localization' },
          { pathname: '/x/react-date-pickers/adapters-locale' },
          { pathname: '/x/react-date-pickers/calendar-systems' },
          { pathname: '/x/react-date-pickers/timezone' },
        ],
      },
      {
        pathname: '/x/react-date-pickers/customization--',
        children: [
          { pathname: '/x/react-date-pickers/custom-components' },
          { pathname: '/x/react-date-pickers/custom-layout' },
          { pathname: '/x/react-date-pickers/custom-field' },
          { pathname: '/x/react-date-pickers/custom-opening-button' },
        ],
      },
      { pathname: '/x/api/date-pickers' },
    ],
  },
  {
    pathname: '/x/react-charts--',
    children: [
      { pathname: '/x/react-charts' },
      { pathname: '/x/react-charts/getting-started' },
      {
        pathname: '/x/react-charts/bars--',
        subheader: 'charts',
        children: [{ pathname: '/x/react-charts/bars' }, { pathname: '/x/react-charts/bars/demos' }],
      },
      {
        pathname: '/x/react-charts/lines--',
        children: [
          { pathname: '/x/react-charts/lines' },
          { pathname: '/x/react-charts/lines/areas' },
          { pathname: '/x/react-charts/lines/demos' },
        ],
      },
      {
        pathname: '/x/react-charts/pie--',
        children: [{ pathname: '/x/react-charts/pie' }, { pathname: '/x/react-charts/pie/demos' }],
      },
      { pathname: '/x/react-charts/scatter' },
      { pathname: '/x/react-charts/sparkline' },
      { pathname: '/x/react-charts/gauge' },
      { pathname: '/x/react-charts/radar', newFeature: true },
      { pathname: '/x/react-charts/heatmap', plan: 'pro' },
      { pathname: '/x/react-charts/funnel', plan: 'pro', newFeature: true },
      { pathname: '/x/react-charts/axis', subheader: 'main-features' },
      { pathname: '/x/react-charts/legend' },
      { pathname: '/x/react-charts/tooltip' },
      { pathname: '/x/react-charts/zoom-and-pan', plan: 'pro' },
      { pathname: '/x/api/charts' },
    ],
  },
  {
    pathname: '/x/react-tree-view--',
    children: [
      { pathname: '/x/react-tree-view' },
      { pathname: '/x/react-tree-view/getting-started' },
      {
        pathname: '/x/react-tree-view/simple-tree-view--',
        subheader: 'components',
        children: [
          { pathname: '/x/react-tree-view/simple-tree-view/items' },
          { pathname: '/x/react-tree-view/simple-tree-view/selection' },
          { pathname: '/x/react-tree-view/simple-tree-view/expansion' },
          { pathname: '/x/react-tree-view/simple-tree-view/focus' },
        ],
      },
      {
        pathname: '/x/react-tree-view/rich-tree-view--',
        children: [
          { pathname: '/x/react-tree-view/rich-tree-view/items' },
          { pathname: '/x/react-tree-view/rich-tree-view/selection' },
          { pathname: '/x/react-tree-view/rich-tree-view/expansion' },
          { pathname: '/x/react-tree-view/rich-tree-view/focus' },
          { pathname: '/x/react-tree-view/rich-tree-view/editing' },
          { pathname: '/x/react-tree-view/rich-tree-view/lazy-loading', plan: 'pro', newFeature: true },
          { pathname: '/x/react-tree-view/rich-tree-view/ordering', plan: 'pro' },
        ],
      },
      { pathname: '/x/react-tree-view/customization', subheader: 'main-features' },
      { pathname: '/x/react-tree-view/accessibility' },
      { pathname: '/x/api/tree-view' },
    ],
  },
  {
    pathname: '/x/migration--',
    children: [
      {
        pathname: '/x/migration/v8--',
        children: [
          { pathname: '/x/migration/migration-data-grid-v7' },
          { pathname: '/x/migration/migration-pickers-v7' },
          { pathname: '/x/migration/migration-charts-v7' },
          { pathname: '/x/migration/migration-tree-view-v7' },
        ],
      },
      {
        pathname: '/x/migration/v7--',
        children: [
          { pathname: '/x/migration/migration-data-grid-v6' },
          { pathname: '/x/migration/migration-pickers-v6' },
          { pathname: '/x/migration/migration-charts-v6' },
          { pathname: '/x/migration/migration-tree-view-v6' },
        ],
      },
      {
        pathname: '/x/migration/v6--',
        children: [
          { pathname: '/x/migration/migration-data-grid-v5' },
          { pathname: '/x/migration/migration-pickers-v5' },
        ],
      },
      {
        pathname: '/x/migration/earlier--',
        children: [
          { pathname: '/x/migration/migration-data-grid-v4' },
          { pathname: '/x/migration/migration-pickers-lab' },
        ],
      },
    ],
  },
];

export default pages;
