import type { Pagefind } from './pagefind';
import { canonicalResultUrl, searchDocs, type SearchDocsOptions } from './searchDocs';
import type { SynonymTable } from './understandQuery';
import type { PagefindResultData } from './searchResults';

/** A page of the fake index: its words, and what its data gives. */
interface FakePage {
  id: string;
  title: string;
  content: string;
  filters?: Record<string, string>;
}

/**
 * A stand-in for Pagefind over a few pages: a page matches a query when each query word begins
 * one of its words, else, as Pagefind does, when its first letter does (a shortened fragment).
 */
function fakePagefind(pages: FakePage[]): Pagefind & { searched: string[] } {
  const searched: string[] = [];
  const matchWord = (word: string, term: string) => word.toLowerCase().startsWith(term);
  return {
    searched,
    options: async () => undefined,
    init: async () => undefined,
    destroy: async () => undefined,
    async search(term, options) {
      searched.push(term);
      const terms = term.toLowerCase().split(/\s+/);
      const filters = options?.filters ?? {};
      const inFilters = (page: FakePage) =>
        Object.entries(filters).every(([key, value]) => page.filters?.[key] === value);
      const wordsOf = (page: FakePage) => page.content.split(' ');
      let matching = pages.filter(
        (page) => inFilters(page) && terms.every((t) => wordsOf(page).some((w) => matchWord(w, t))),
      );
      let used = terms;
      if (matching.length === 0) {
        used = terms.map((t) => t.slice(0, 1));
        matching = pages.filter(
          (page) => inFilters(page) && used.every((t) => wordsOf(page).some((w) => matchWord(w, t))),
        );
      }
      return {
        results: matching.map((page) => ({
          id: page.id,
          data: async (): Promise<PagefindResultData> => ({
            url: `/${page.id}/`,
            excerpt: page.content,
            meta: { title: page.title },
            filters: Object.fromEntries(Object.entries(page.filters ?? {}).map(([key, value]) => [key, [value]])),
            content: page.content,
            locations: wordsOf(page).flatMap((word, index) => (used.some((t) => matchWord(word, t)) ? [index] : [])),
          }),
        })),
      };
    },
  };
}

const PAGES: FakePage[] = [
  { id: 'bar-chart-pro', title: 'BarChartPro API', content: 'BarChartPro adds zoom' },
  { id: 'bar-chart', title: 'BarChart API', content: 'BarChart draws bars' },
  { id: 'data-grid-premium', title: 'DataGridPremium API', content: 'DataGridPremium groups rows' },
  { id: 'filtering', title: 'Filtering', content: 'filter the rows' },
  { id: 'x', title: 'MUI X', content: 'X is a set of components' },
];
const SYNONYMS: SynonymTable = {
  pages: { '/pinning/': 'column pinning' },
  phrases: { 'freeze column': ['/pinning/'] },
};
const NAMES = ['BarChart', 'BarChartPro', 'DataGridPremium', 'Filtering', 'filterModel'];
const options = (overrides: Partial<SearchDocsOptions> = {}): SearchDocsOptions => ({
  product: null,
  language: 'en',
  pages: 6,
  loadNames: async () => NAMES,
  loadSynonyms: async () => SYNONYMS,
  ...overrides,
});

describe('searchDocs', () => {
  it('puts the page titled like the query first and counts every page matched', async () => {
    const outcome = await searchDocs(fakePagefind(PAGES), 'BarChart', options({ pages: 1 }));
    expect(outcome.groups.map((group) => group.title)).toEqual(['BarChartPro API']);
    const all = await searchDocs(fakePagefind(PAGES), 'BarChart', options());
    expect(all.groups.map((group) => group.title)).toEqual(['BarChart API', 'BarChartPro API']);
    expect(all).toMatchObject({ total: 2, correctedTo: null });
  });

  it('corrects a misspelt name and says so', async () => {
    const outcome = await searchDocs(fakePagefind(PAGES), 'DataGridPremum', options());
    expect(outcome.correctedTo).toBe('DataGridPremium');
    expect(outcome.groups.map((group) => group.url)).toEqual(['/data-grid-premium/']);
  });

  it('gives nothing for a word only a fragment of which matched, rather than the fragment’s pages', async () => {
    const outcome = await searchDocs(fakePagefind(PAGES), 'xyzzyqq', options());
    expect(outcome).toEqual({ groups: [], total: 0, correctedTo: null });
  });

  it('lists the pages holding most words of a query no page holds whole, and nothing for fragments only', async () => {
    const outcome = await searchDocs(fakePagefind(PAGES), 'filter rows spreadsheet', options());
    expect(outcome.groups.map((group) => group.url)).toEqual(['/filtering/', '/data-grid-premium/']);
    const fragments = await searchDocs(fakePagefind(PAGES), 'xyzzyqq qqzzyx', options());
    expect(fragments).toEqual({ groups: [], total: 0, correctedTo: null });
  });

  it('puts the guides matching a query of words before API pages, beyond the pages shown', async () => {
    const pages: FakePage[] = [
      { id: 'grid-cell', title: 'GridCell API', content: 'cell editable cellMode', filters: { kind: 'api' } },
      { id: 'editing', title: 'Editing', content: 'an editable cell', filters: { kind: 'guide' } },
    ];
    const words = await searchDocs(fakePagefind(pages), 'editable cell', options({ pages: 1 }));
    expect(words.groups.map((group) => group.url)).toEqual(['/editing/']);
    const name = await searchDocs(fakePagefind(pages), 'cellMode', options({ pages: 1 }));
    expect(name.groups.map((group) => group.url)).toEqual(['/grid-cell/']);
  });

  it('corrects a fragment to the nearest word of the names, the same on every run', async () => {
    const pagefind = fakePagefind(PAGES);
    const first = await searchDocs(pagefind, 'filtr', options());
    const second = await searchDocs(pagefind, 'filtr', options());
    expect(first.correctedTo).toBe('filter');
    expect(first.groups.map((group) => group.url)).toEqual(['/filtering/']);
    expect(second).toEqual(first);
  });

  it('does not fetch the dictionary when every word was found as typed', async () => {
    const loadNames = jest.fn(async () => NAMES);
    await searchDocs(fakePagefind(PAGES), 'rows', options({ loadNames }));
    expect(loadNames).not.toHaveBeenCalled();
  });

  it('keeps results without a correction when the dictionary cannot be fetched', async () => {
    const outcome = await searchDocs(
      fakePagefind(PAGES),
      'xyzzyqq',
      options({ loadNames: () => Promise.reject(new Error('offline')) }),
    );
    expect(outcome.groups).toEqual([]);
  });

  it('puts translated pages above English ones in another language', async () => {
    const pages: FakePage[] = [
      { id: 'en-page', title: 'Plans (English)', content: 'planos planos planos', filters: { text: 'english' } },
      { id: 'pt-page', title: 'Visão geral', content: 'os planos', filters: { text: 'translated' } },
    ];
    const outcome = await searchDocs(fakePagefind(pages), 'planos', options({ language: 'pt' }));
    expect(outcome.groups.map((group) => group.url)).toEqual(['/pt-page/', '/en-page/']);
    const english = await searchDocs(fakePagefind(pages), 'planos', options());
    expect(english.groups.map((group) => group.url)).toEqual(['/en-page/', '/pt-page/']);
  });

  it('drops question words and filler before searching', async () => {
    const pagefind = fakePagefind(PAGES);
    const outcome = await searchDocs(pagefind, 'how do I filter the rows', options());
    expect(pagefind.searched[0]).toBe('filter rows');
    expect(outcome.groups[0].url).toBe('/filtering/');
  });

  it("reads a reader's phrase in the docs' words, its guide first even when the rest of the query misses it", async () => {
    const pages: FakePage[] = [
      ...PAGES,
      { id: 'pinning', title: 'Column pinning', content: 'pinning keeps a column in view' },
      { id: 'columns', title: 'Columns', content: 'column width and first column pinning' },
    ];
    const pagefind = fakePagefind(pages);
    const outcome = await searchDocs(pagefind, 'freeze first columns', options());
    expect(pagefind.searched[0]).toBe('column pinning first');
    expect(outcome.groups[0].url).toBe('/pinning/');
  });

  it('does not fetch the synonyms for an identifier', async () => {
    const loadSynonyms = jest.fn(async () => SYNONYMS);
    await searchDocs(fakePagefind(PAGES), 'BarChart', options({ loadSynonyms }));
    expect(loadSynonyms).not.toHaveBeenCalled();
    await searchDocs(fakePagefind(PAGES), 'bars', options({ loadSynonyms }));
    expect(loadSynonyms).toHaveBeenCalledTimes(1);
  });

  it('searches without synonyms when they cannot be fetched', async () => {
    const outcome = await searchDocs(
      fakePagefind(PAGES),
      'filter',
      options({ loadSynonyms: () => Promise.reject(new Error('offline')) }),
    );
    expect(outcome.groups[0].url).toBe('/filtering/');
  });
});

describe('canonicalResultUrl', () => {
  it('drops the language prefix only', () => {
    expect(canonicalResultUrl('/pt/x/react-data-grid/export/')).toBe('/x/react-data-grid/export/');
    expect(canonicalResultUrl('/zh/x/introduction/')).toBe('/x/introduction/');
    expect(canonicalResultUrl('/x/react-data-grid/')).toBe('/x/react-data-grid/');
    expect(canonicalResultUrl('/ptx/')).toBe('/ptx/');
  });
});
