import dataGridPages from '../../data/data-grid/pages';
import treeViewPages from '../../data/tree-view/pages';
import type { DocsPage } from '../nav/pageTypes';
import { pageToTitle } from '../nav/pageToTitle';
import {
  expandPlanTables,
  htmlPlanMark,
  markdownPlanMark,
  planTableMarkdown,
  planTableOf,
  planTableRows,
  productGroup,
} from './planTable';

const group: DocsPage = {
  pathname: '/x/react-widget--',
  children: [
    { pathname: '/x/react-widget' },
    { pathname: '/x/react-widget/quickstart' },
    { pathname: '/x/react-widget/sorting' },
    { pathname: '/x/react-widget/sorting/custom-comparators' },
    { pathname: '/x/react-widget/sorting/multi-sorting', plan: 'pro' },
    { pathname: '/x/react-widget/recipes-sorting' },
    {
      pathname: '/x/react-widget/advanced--',
      plan: 'premium',
      children: [{ pathname: '/x/react-widget/grouping' }, { pathname: '/x/react-widget/grouping/explained' }],
    },
    { pathname: '/x/react-widget/forecasting', plan: 'premium', planned: true },
    { pathname: '/x/api/widget' },
  ],
};

const rowsOf = (entry: DocsPage) => planTableRows(entry).map(({ page, plan }) => `${page.pathname} ${plan}`);
const options = { language: 'en' as const, titleOf: pageToTitle, mark: markdownPlanMark };

describe('planTableRows', () => {
  it('lists the feature pages with the plan of their tag, or of their group', () => {
    expect(rowsOf(group)).toEqual([
      '/x/react-widget/sorting community',
      '/x/react-widget/sorting/multi-sorting pro',
      '/x/react-widget/grouping premium',
    ]);
  });

  it('leaves out the overview, the ways in, recipes, planned pages, API pages and sub-pages of the same plan', () => {
    const listed = rowsOf(group).join('\n');
    for (const left of [
      'widget community',
      'quickstart',
      'recipes',
      'forecasting',
      'api',
      'explained',
      'comparators',
    ]) {
      expect(listed).not.toContain(left);
    }
  });

  it('names the parent page of a sub-page that needs a higher plan', () => {
    const multi = planTableRows(group).find((row) => row.page.pathname.endsWith('/multi-sorting'));
    expect(multi?.parent?.pathname).toBe('/x/react-widget/sorting');
    expect(planTableRows(group).find((row) => row.page.pathname.endsWith('/sorting'))?.parent).toBeUndefined();
  });

  it("follows the Data Grid's navigation tree", () => {
    const rows = rowsOf(dataGridPages);
    expect(rows).toContain('/x/react-data-grid/sorting community');
    expect(rows).toContain('/x/react-data-grid/column-pinning pro');
    expect(rows).toContain('/x/react-data-grid/filtering/header-filters pro');
    expect(rows).toContain('/x/react-data-grid/row-grouping premium');
    // Experimental in 8.29.3 (unstable in the tree), but in the Premium package.
    expect(rows).toContain('/x/react-data-grid/charts-integration premium');
    expect(rows.join('\n')).not.toContain('/x/react-data-grid/filtering/quick-filter ');
  });

  it('gives the Tree View its two Pro features', () => {
    expect(rowsOf(treeViewPages).filter((row) => row.endsWith(' pro'))).toEqual([
      '/x/react-tree-view/rich-tree-view/lazy-loading pro',
      '/x/react-tree-view/rich-tree-view/ordering pro',
    ]);
  });
});

describe('planTableMarkdown', () => {
  it('writes one row per feature, ticked in its plan and every plan above, with the mark of its plan', () => {
    expect(planTableMarkdown(group, options)).toBe(
      [
        '| Feature | Community | Pro | Premium |',
        '| :--- | :---: | :---: | :---: |',
        '| [Sorting](/x/react-widget/sorting/) | ✓ | ✓ | ✓ |',
        '| [Sorting: Multi sorting](/x/react-widget/sorting/multi-sorting/) **Pro** | | ✓ | ✓ |',
        '| [Grouping](/x/react-widget/grouping/) **Premium** | | | ✓ |',
      ].join('\n'),
    );
  });

  it('names the feature column in the page language and escapes pipes in titles', () => {
    const table = planTableMarkdown(group, { ...options, language: 'zh', titleOf: () => 'A | B' });
    expect(table.split('\n')[0]).toBe('| 功能 | Community | Pro | Premium |');
    expect(table).toContain('[A \\| B]');
  });

  it('marks a Premium row with the Premium label in HTML', () => {
    const mark = htmlPlanMark('premium');
    expect(mark).toContain('class="plan-mark plan-mark-premium"');
    expect(mark).toContain('>Premium</span>');
    expect(mark).toContain('secondary-main');
  });
});

describe('expandPlanTables', () => {
  const pages = [group];
  const table = planTableOf(pages, options, 'data/widget/widget.md');

  it('replaces a directive on its own line, and leaves other text alone', () => {
    const source = 'Intro\n\n{{"planTable": "widget"}}\n\nAfter {{"planTable": "widget"}} inline';
    const expanded = expandPlanTables(source, table);
    expect(expanded).toContain('Intro\n\n| Feature | Community | Pro | Premium |');
    expect(expanded).toContain('\n\nAfter {{"planTable": "widget"}} inline');
  });

  it('fails, naming the file, on a product without a navigation group', () => {
    expect(() => expandPlanTables('{{"planTable": "gadget"}}', table)).toThrow(/data\/widget\/widget\.md.*"gadget"/);
  });

  it('finds a product group among the top-level entries', () => {
    expect(productGroup([dataGridPages, treeViewPages], 'tree-view')).toBe(treeViewPages);
    expect(productGroup([dataGridPages], 'charts')).toBeNull();
  });
});
