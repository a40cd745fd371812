import { pageListProduct, pagesOf, parseLlmsTxt } from './pageList';

const LLMS = `# MUI X

> The docs.

Every page as Markdown.

## Introduction

- [Overview](/x/introduction.md): What MUI X is.
- [Brackets \\[sic\\]](/x/introduction/installation.md): Install the packages.

## Data Grid

- [Sorting](/x/react-data-grid/sorting.md): Sort rows.
- [DataGrid API](/x/api/data-grid/data-grid.md): The props of DataGrid.
- [Migration from v7](/x/migration/migration-data-grid-v7.md): Upgrade.

## Charts

- [Bars](/x/react-charts/bars.md): Bar charts.
`;

describe('parseLlmsTxt', () => {
  it('reads every listed page with its section, path and kind', () => {
    const pages = parseLlmsTxt(LLMS);
    expect(pages).toHaveLength(6);
    expect(pages[1]).toEqual({
      title: 'Brackets [sic]',
      path: '/x/introduction/installation/',
      markdown: '/x/introduction/installation.md',
      description: 'Install the packages.',
      section: 'Introduction',
      kind: 'guide',
    });
    expect(pages[3]).toMatchObject({ path: '/x/api/data-grid/data-grid/', kind: 'api', section: 'Data Grid' });
  });
});

describe('pagesOf', () => {
  const pages = parseLlmsTxt(LLMS);

  it('keeps a product’s pages, its migration guides included, of the kind asked for', () => {
    expect(pagesOf(pages, 'data-grid', 'all').map(({ title }) => title)).toEqual([
      'Sorting',
      'DataGrid API',
      'Migration from v7',
    ]);
    expect(pagesOf(pages, 'data-grid', 'api').map(({ title }) => title)).toEqual(['DataGrid API']);
    expect(pagesOf(pages, 'general', 'all').map(({ title }) => title)).toEqual(['Overview', 'Brackets [sic]']);
  });

  it('puts a page outside the four products under general', () => {
    expect(pageListProduct('/x/react-charts/bars/')).toBe('charts');
    expect(pageListProduct('/blog/some-post/')).toBe('general');
  });
});
