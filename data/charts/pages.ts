import type { DocsPage } from '../../src/nav/pageTypes';

/** The charts group of the navigation tree (assembled in `data/pages.ts`). */
const chartsPages: DocsPage = {
  pathname: '/x/react-charts--',
  children: [
    { pathname: '/x/react-charts' },
    { pathname: '/x/react-charts/getting-started' },
    { pathname: '/x/react-charts/dashboards', newFeature: true },
    { pathname: '/x/react-charts/examples' },
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
    {
      pathname: '/x/react-charts/scatter--',
      children: [{ pathname: '/x/react-charts/scatter' }, { pathname: '/x/react-charts/scatter-demo' }],
    },
    { pathname: '/x/react-charts/sparkline' },
    { pathname: '/x/react-charts/gauge' },
    { pathname: '/x/react-charts/radar', newFeature: true },
    { pathname: '/x/react-charts/heatmap', plan: 'pro' },
    { pathname: '/x/react-charts/funnel', plan: 'pro', newFeature: true },
    { pathname: '/x/react-charts/pyramid', plan: 'pro' },
    { pathname: '/x/react-charts/sankey', plan: 'pro', unstable: true },
    { pathname: '/x/react-charts/gantt' },
    { pathname: '/x/react-charts/treemap' },
    { pathname: '/x/react-charts/axis', subheader: 'main-features' },
    { pathname: '/x/react-charts/legend' },
    { pathname: '/x/react-charts/tooltip' },
    { pathname: '/x/react-charts/label' },
    { pathname: '/x/react-charts/highlighting' },
    { pathname: '/x/react-charts/stacking' },
    { pathname: '/x/react-charts/styling' },
    { pathname: '/x/react-charts/animation' },
    { pathname: '/x/react-charts/composition' },
    { pathname: '/x/react-charts/plugins' },
    {
      pathname: '/x/react-charts/hooks--',
      children: [
        { pathname: '/x/react-charts/hooks' },
        { pathname: '/x/react-charts/hooks/use-drawing-area' },
        { pathname: '/x/react-charts/hooks/use-scale' },
        { pathname: '/x/react-charts/hooks/use-axes' },
        { pathname: '/x/react-charts/hooks/use-series' },
        { pathname: '/x/react-charts/hooks/use-dataset' },
        { pathname: '/x/react-charts/hooks/use-legend' },
        { pathname: '/x/react-charts/hooks/use-item-highlighted' },
      ],
    },
    { pathname: '/x/react-charts/components' },
    { pathname: '/x/react-charts/toolbar' },
    { pathname: '/x/react-charts/localization' },
    { pathname: '/x/react-charts/accessibility' },
    { pathname: '/x/react-charts/brush' },
    { pathname: '/x/react-charts/content-security-policy' },
    { pathname: '/x/react-charts/data-grid-integration', plan: 'premium' },
    { pathname: '/x/react-charts/zoom-and-pan', plan: 'pro' },
    { pathname: '/x/react-charts/export', plan: 'pro' },
    { pathname: '/x/api/charts' },
  ],
};

export default chartsPages;
