import { markdownCandidates, pagePathOf, pagePathOfMarkdown, siteOriginOf, siteUrl } from './addresses';
import { ToolInputError } from './toolArguments';

describe('pagePathOf', () => {
  it.each([
    ['/x/react-data-grid/sorting/', '/x/react-data-grid/sorting/'],
    ['/x/react-data-grid/sorting', '/x/react-data-grid/sorting/'],
    ['x/react-data-grid/sorting', '/x/react-data-grid/sorting/'],
    ['https://mui.com/x/react-data-grid/sorting/#pass-sort-rules', '/x/react-data-grid/sorting/'],
    ['http://127.0.0.1:3000/x/react-data-grid/sorting/?tab=1', '/x/react-data-grid/sorting/'],
    ['/x/react-data-grid/sorting.md', '/x/react-data-grid/sorting/'],
    ['/x/react-data-grid/sorting.tailwind.js.md', '/x/react-data-grid/sorting/'],
    ['/zh/x/react-charts/bars/index.html', '/zh/x/react-charts/bars/'],
    ['/x/api/data-grid/data-grid/#prop-sortModel', '/x/api/data-grid/data-grid/'],
  ])('reads %s as the page %s', (address, path) => {
    expect(pagePathOf(address)).toBe(path);
  });

  it.each([
    ['', /empty/],
    ['/x/../../etc/passwd', /not the address of a page/],
    ['/x/a%2F..%2F..%2Fsecret/', /not the address of a page/],
    ['file:///etc/passwd', /not an http\(s\) URL/],
    ['/x/%E0%A4%A', /broken percent-encoding/],
    [`/x/${'a'.repeat(600)}/`, /604 characters long/],
  ])('fails on %s', (address, message) => {
    expect(() => pagePathOf(address)).toThrow(ToolInputError);
    expect(() => pagePathOf(address)).toThrow(message);
  });
});

describe('markdownCandidates', () => {
  it('offers the variant asked for, then its MUI System file, then the page without demos', () => {
    expect(markdownCandidates('/x/react-data-grid/sorting/', 'JS', 'Tailwind')).toEqual([
      '/x/react-data-grid/sorting.tailwind.js.md',
      '/x/react-data-grid/sorting.js.md',
      '/x/react-data-grid/sorting.md',
    ]);
    expect(markdownCandidates('/x/introduction/', 'TS', 'MUI System')).toEqual(['/x/introduction.md']);
  });
});

describe('pagePathOfMarkdown', () => {
  it('gives the page of a Markdown file', () => {
    expect(pagePathOfMarkdown('/x/introduction/installation.md')).toBe('/x/introduction/installation/');
    expect(pagePathOfMarkdown('/x/react-data-grid/sorting.css.js.md')).toBe('/x/react-data-grid/sorting/');
  });
});

describe('siteOriginOf and siteUrl', () => {
  it('takes the flag first, then the docs host, else none', () => {
    expect(siteOriginOf({ flag: 'https://docs.example.com/ignored/path', host: 'mui.com' })).toBe(
      'https://docs.example.com',
    );
    expect(siteOriginOf({ host: 'mui.com' })).toBe('https://mui.com');
    expect(siteOriginOf({})).toBeNull();
  });

  it('fails on a flag that is not an http(s) URL or a host that is not a host name', () => {
    expect(() => siteOriginOf({ flag: 'mui.com' })).toThrow(/--site-url/);
    expect(() => siteOriginOf({ host: 'mui.com/x' })).toThrow(/NEXT_PUBLIC_DOCS_HOST/);
  });

  it('makes a site path absolute only when there is an origin', () => {
    expect(siteUrl('/x/api/data-grid/data-grid/#prop-sortModel', 'https://mui.com')).toBe(
      'https://mui.com/x/api/data-grid/data-grid/#prop-sortModel',
    );
    expect(siteUrl('/x/introduction/', null)).toBe('/x/introduction/');
  });
});
