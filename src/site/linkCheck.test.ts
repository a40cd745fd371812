import { brokenLinks, readExportedPage } from './linkCheck';

describe('link check', () => {
  const pages = new Map([
    ['/x/a/', readExportedPage('<h2 id="intro">Intro</h2><a href="/x/b/#props">B</a><a href="#intro">Top</a>')],
    ['/x/b/', readExportedPage('<h2 id="props">Props</h2><a href="/x/a/#missing">A</a><a href="/x/gone/">Gone</a>')],
  ]);
  const files = new Set(['/feed.xml']);

  it('reads the links and ids of a page', () => {
    expect(readExportedPage('<a class="x" href="/a/?q=1&amp;r=2">a</a><p id="p1"></p>')).toEqual({
      links: ['/a/?q=1&r=2'],
      ids: new Set(['p1']),
    });
  });

  it('reports a link to a missing page and to a missing fragment, and passes the rest', () => {
    expect(brokenLinks(pages, (pathname) => files.has(pathname))).toEqual([
      { page: '/x/b/', href: '/x/a/#missing', reason: 'no such fragment' },
      { page: '/x/b/', href: '/x/gone/', reason: 'no such page' },
    ]);
  });

  it('checks a same-page fragment against the page itself, and accepts a file that exists', () => {
    const single = new Map([['/x/c/', readExportedPage('<a href="#nowhere">n</a><a href="/feed.xml">f</a>')]]);
    expect(brokenLinks(single, (pathname) => files.has(pathname))).toEqual([
      { page: '/x/c/', href: '#nowhere', reason: 'no such fragment' },
    ]);
  });
});
