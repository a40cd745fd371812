import type { DocsPage } from '../../src/nav/pageTypes';

/** The data-grid group of the navigation tree (assembled in `data/pages.ts`). */
const dataGridPages: DocsPage = {
  pathname: '/x/react-data-grid--',
  children: [
    { pathname: '/x/react-data-grid' },
    { pathname: '/x/react-data-grid/getting-started' },
    { pathname: '/x/react-data-grid/quickstart' },
    { pathname: '/x/react-data-grid/features' },
    {
      pathname: '/x/react-data-grid/columns--',
      subheader: 'main-features',
      children: [
        { pathname: '/x/react-data-grid/column-definition' },
        { pathname: '/x/react-data-grid/custom-columns' },
        { pathname: '/x/react-data-grid/cells' },
        { pathname: '/x/react-data-grid/column-dimensions' },
        { pathname: '/x/react-data-grid/column-visibility' },
        { pathname: '/x/react-data-grid/column-header' },
        { pathname: '/x/react-data-grid/column-ordering', plan: 'pro' },
        { pathname: '/x/react-data-grid/column-pinning', plan: 'pro' },
        { pathname: '/x/react-data-grid/column-spanning' },
        { pathname: '/x/react-data-grid/column-groups' },
        { pathname: '/x/react-data-grid/recipes-columns' },
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
        { pathname: '/x/react-data-grid/recipes-rows' },
      ],
    },
    {
      pathname: '/x/react-data-grid/editing--',
      children: [
        { pathname: '/x/react-data-grid/editing' },
        { pathname: '/x/react-data-grid/editing/persistence' },
        { pathname: '/x/react-data-grid/editing/custom-edit-component' },
        { pathname: '/x/react-data-grid/editing/editing-events' },
        { pathname: '/x/react-data-grid/undo-redo', plan: 'premium', newFeature: true },
        { pathname: '/x/react-data-grid/recipes-editing' },
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
        { pathname: '/x/react-data-grid/filtering/server-side' },
        { pathname: '/x/react-data-grid/recipes-filtering' },
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
    { pathname: '/x/react-data-grid/scrolling' },
    { pathname: '/x/react-data-grid/accessibility' },
    { pathname: '/x/react-data-grid/localization' },
    {
      pathname: '/x/react-data-grid/advanced-features--',
      subheader: 'advanced-features',
      children: [
        { pathname: '/x/react-data-grid/tree-data', plan: 'pro' },
        { pathname: '/x/react-data-grid/row-grouping', plan: 'premium' },
        { pathname: '/x/react-data-grid/recipes-row-grouping', plan: 'premium' },
        { pathname: '/x/react-data-grid/aggregation', plan: 'premium' },
        { pathname: '/x/react-data-grid/pivoting', plan: 'premium', newFeature: true },
        { pathname: '/x/react-data-grid/pivoting/pivoting-explained', plan: 'premium' },
        { pathname: '/x/react-data-grid/ai-assistant', plan: 'premium', newFeature: true },
        { pathname: '/x/react-data-grid/export' },
        { pathname: '/x/react-data-grid/clipboard' },
        {
          pathname: '/x/react-data-grid/server-side-data--',
          children: [
            { pathname: '/x/react-data-grid/server-side-data' },
            { pathname: '/x/react-data-grid/server-side-data/lazy-loading', plan: 'pro' },
            { pathname: '/x/react-data-grid/server-side-data/tree-data', plan: 'pro' },
            { pathname: '/x/react-data-grid/server-side-data/row-grouping', plan: 'premium' },
            { pathname: '/x/react-data-grid/server-side-data/aggregation', plan: 'premium' },
            { pathname: '/x/react-data-grid/server-side-data/pivoting', plan: 'premium' },
            { pathname: '/x/react-data-grid/server-side-data/recipes' },
          ],
        },
        { pathname: '/x/react-data-grid/charts-integration', plan: 'premium', unstable: true },
      ],
    },
    {
      pathname: '/x/react-data-grid/components--',
      children: [
        { pathname: '/x/react-data-grid/components' },
        { pathname: '/x/react-data-grid/components/usage' },
        { pathname: '/x/react-data-grid/components/toolbar', newFeature: true },
        { pathname: '/x/react-data-grid/components/quick-filter' },
        { pathname: '/x/react-data-grid/components/filter-panel' },
        { pathname: '/x/react-data-grid/components/columns-panel' },
        { pathname: '/x/react-data-grid/components/column-menu' },
        { pathname: '/x/react-data-grid/components/export-menu' },
        { pathname: '/x/react-data-grid/components/pivot-panel', plan: 'premium' },
        { pathname: '/x/react-data-grid/components/charts-panel', plan: 'premium' },
        { pathname: '/x/react-data-grid/components/ai-assistant-panel', plan: 'premium' },
        { pathname: '/x/react-data-grid/components/prompt-field', plan: 'premium' },
      ],
    },
    {
      pathname: '/x/react-data-grid/customization--',
      children: [
        { pathname: '/x/react-data-grid/style' },
        { pathname: '/x/react-data-grid/overlays' },
        { pathname: '/x/react-data-grid/layout' },
        { pathname: '/x/react-data-grid/list-view', plan: 'pro' },
        { pathname: '/x/react-data-grid/recipes-styling' },
      ],
    },
    {
      pathname: '/x/react-data-grid/tutorials--',
      children: [{ pathname: '/x/react-data-grid/tutorials/server-side-data' }],
    },
    {
      pathname: '/x/react-data-grid/demos--',
      children: [
        { pathname: '/x/react-data-grid/demos/real-time-data', plan: 'pro' },
        { pathname: '/x/react-data-grid/demos/inventory', plan: 'premium' },
        { pathname: '/x/react-data-grid/demos/time-off-calendar', plan: 'pro' },
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
};

export default dataGridPages;
