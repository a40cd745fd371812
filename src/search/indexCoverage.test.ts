import { hasSearchBody, indexCoverageProblems, type ExportedPage } from './indexCoverage';

const page = (url: string, language: string, overrides: Partial<ExportedPage> = {}): ExportedPage => ({
  url,
  language,
  hasArticle: true,
  leftOut: false,
  ...overrides,
});

describe('hasSearchBody', () => {
  it('finds the attribute on a tag, with or without a value', () => {
    expect(hasSearchBody('<main id="main-content" data-pagefind-body="">')).toBe(true);
    expect(hasSearchBody('<main data-pagefind-body>')).toBe(true);
  });

  it('ignores the name quoted in text or code, and longer attribute names', () => {
    expect(hasSearchBody('<p>Add <code>data-pagefind-body</code> to the article.</p>')).toBe(false);
    expect(hasSearchBody('<p>&lt;main data-pagefind-body&gt;</p>')).toBe(false);
    expect(hasSearchBody('<div data-pagefind-body-extra="">')).toBe(false);
  });
});

describe('indexCoverageProblems', () => {
  it('is empty when every language index holds its articles', () => {
    const pages = [page('/a/', 'en'), page('/zh/a/', 'zh'), page('/e/', 'en', { hasArticle: false, leftOut: true })];
    expect(indexCoverageProblems(pages, { en: 1, zh: 1 })).toEqual([]);
  });

  it('reports a language whose index holds fewer pages than the site has articles', () => {
    const pages = [page('/a/', 'en'), page('/b/', 'en'), page('/zh/a/', 'zh')];
    expect(indexCoverageProblems(pages, { en: 1, zh: 1 })).toEqual([
      'the en index holds 1 pages, the site has 2 with an article',
    ]);
    expect(indexCoverageProblems(pages, { en: 2 })).toEqual([
      'the zh index holds 0 pages, the site has 1 with an article',
    ]);
  });

  it('reports pages whose kind has an article but whose HTML has no marker', () => {
    const pages = [page('/a/', 'en'), page('/b/', 'en', { hasArticle: false })];
    expect(indexCoverageProblems(pages, { en: 1 })).toEqual(['1 pages have no data-pagefind-body element, e.g. /b/']);
  });
});
