import type { DocsPage } from '../nav/pageTypes';
import { llmsSections, type RouteEntry } from './llmsSections';

const nav: DocsPage[] = [
  { pathname: 'https://example.com/whats-new/' },
  { pathname: '/x/introduction--', children: [{ pathname: '/x/introduction' }] },
  {
    pathname: '/x/react-data-grid--',
    children: [
      { pathname: '/x/react-data-grid' },
      { pathname: '/x/react-data-grid/editing--', children: [{ pathname: '/x/react-data-grid/editing' }] },
      { pathname: '/x/react-data-grid/sorting' },
    ],
  },
  { pathname: '/x/migration--', children: [{ pathname: '/x/migration/migration-data-grid-v7' }] },
];

const entry = (canonicalPathname: string, kind = 'docs'): RouteEntry => ({
  route: { kind, canonicalPathname },
  title: canonicalPathname,
  url: `${canonicalPathname}.md`,
  description: 'd',
});

describe('llmsSections', () => {
  it('groups pages by top-level nav group in nav order, then the blog and the rest', () => {
    const sections = llmsSections(
      nav,
      [
        entry('/blog', 'blog'),
        entry('/x/react-data-grid/sorting'),
        entry('/size-snapshot'),
        entry('/x/migration/migration-data-grid-v7'),
        entry('/x/react-data-grid/editing'),
        entry('/x/api/data-grid/data-grid-pro'),
        entry('/x/introduction'),
        entry('/x/react-data-grid'),
        entry('/blog/a-post', 'blog-post'),
      ],
      (group) => `title of ${group.pathname}`,
    );
    expect(sections.map((section) => [section.title, section.entries.map((page) => page.title)])).toEqual([
      ['title of /x/introduction--', ['/x/introduction']],
      [
        'title of /x/react-data-grid--',
        // A page outside the nav joins its product's section, after the nav's pages.
        [
          '/x/react-data-grid',
          '/x/react-data-grid/editing',
          '/x/react-data-grid/sorting',
          '/x/api/data-grid/data-grid-pro',
        ],
      ],
      // Migration guides stay in their own group even though they name a product.
      ['title of /x/migration--', ['/x/migration/migration-data-grid-v7']],
      ['Blog', ['/blog', '/blog/a-post']],
      ['Optional', ['/size-snapshot']],
    ]);
    expect(sections[0].entries[0]).toEqual({ title: '/x/introduction', url: '/x/introduction.md', description: 'd' });
  });
});
