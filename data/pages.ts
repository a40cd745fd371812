import type { DocsPage } from '../src/nav/pageTypes';
import dataGridPages from './data-grid/pages';
import datePickersPages from './date-pickers/pages';
import chartsPages from './charts/pages';
import treeViewPages from './tree-view/pages';

/**
 * The navigation tree of the MUI X docs. Titles come from the page-title dictionary in
 * `translations/`; an entry with children is a collapsible group whose pathname (ending in
 * `--`) is only a key, never a route.
 */
const pages: DocsPage[] = [
  { pathname: '/x/whats-new' },
  {
    pathname: '/x/introduction--',
    children: [
      { pathname: '/x/introduction' },
      { pathname: '/x/introduction/installation' },
      { pathname: '/x/introduction/material-ui-v5-v6' },
      { pathname: '/x/introduction/ai-tools' },
      { pathname: '/x/introduction/mcp' },
      { pathname: '/x/introduction/licensing' },
      { pathname: '/x/guides/telemetry' },
      { pathname: '/x/introduction/support' },
      { pathname: '/x/introduction/priority-support' },
      { pathname: '/x/introduction/roadmap' },
    ],
  },
  {
    pathname: '/x/common-concepts--',
    children: [{ pathname: '/x/common-concepts/custom-components' }, { pathname: '/x/common-concepts/theming' }],
  },
  dataGridPages,
  datePickersPages,
  chartsPages,
  treeViewPages,
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
          { pathname: '/x/migration/migration-tree-view-lab' },
        ],
      },
    ],
  },
];

export default pages;
