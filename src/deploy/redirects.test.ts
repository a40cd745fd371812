import {
  findRedirect,
  nginxRedirectLocations,
  parseNginxRedirects,
  parseRedirectsFile,
  redirectLocation,
  redirectPageHtml,
  redirectProblems,
  redirectsFileText,
  type Redirect,
} from './redirects';

const REDIRECTS: Redirect[] = [
  { from: '/x/react-charts/bar-demo', to: '/x/react-charts/bars/demos' },
  { from: '/x/old/section', to: '/x/new', anchor: 'a-section' },
];

describe('redirects', () => {
  it('sends a reader to the target with its trailing slash, and to its section', () => {
    expect(redirectLocation(REDIRECTS[0])).toBe('/x/react-charts/bars/demos/');
    expect(redirectLocation(REDIRECTS[1])).toBe('/x/new/#a-section');
  });

  it('finds the redirect of a path with or without its trailing slash, and none for other paths', () => {
    expect(findRedirect(REDIRECTS, '/x/react-charts/bar-demo/')).toBe(REDIRECTS[0]);
    expect(findRedirect(REDIRECTS, '/x/react-charts/bar-demo')).toBe(REDIRECTS[0]);
    expect(findRedirect(REDIRECTS, '/x/react-charts/bars/demos/')).toBeUndefined();
    expect(findRedirect(REDIRECTS, '/')).toBeUndefined();
  });

  it('writes _redirects rules forced with 301! and reads them back', () => {
    const text = redirectsFileText(REDIRECTS, 'Written by the build.');
    expect(text).toContain('/x/react-charts/bar-demo/ /x/react-charts/bars/demos/ 301!\n');
    expect(text).toContain('/x/old/section/ /x/new/#a-section 301!\n');
    expect(text.startsWith('# Written by the build.\n')).toBe(true);
    expect(parseRedirectsFile(text)).toEqual(REDIRECTS);
  });

  it('refuses a _redirects line that is not a forced 301', () => {
    expect(() => parseRedirectsFile('/a/ /b/ 302\n')).toThrow(/forced 301/);
    expect(() => parseRedirectsFile('/a/ /b/ 301\n')).toThrow(/forced 301/);
  });

  it('writes an exact nginx location returning 301 per redirect, and reads them back', () => {
    const lines = nginxRedirectLocations(REDIRECTS);
    expect(lines.slice(0, 3)).toEqual([
      '  location = /x/react-charts/bar-demo/ {',
      '    return 301 /x/react-charts/bars/demos/;',
      '  }',
    ]);
    expect(parseNginxRedirects(`server {\n${lines.join('\n')}\n}`)).toEqual(REDIRECTS);
  });

  it('writes a static page with a canonical link, noindex, an immediate refresh and the target named', () => {
    const html = redirectPageHtml(REDIRECTS[1], 'New <page> | MUI X');
    expect(html).toContain('<link rel="canonical" href="/x/new/">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/x/new/#a-section">');
    expect(html).toContain('<a href="/x/new/#a-section">New &lt;page&gt; | MUI X</a>');
    expect(html).toContain('<html lang="en">');
  });

  it('writes a page the strict policy allows as it is: no script, no style', () => {
    const html = redirectPageHtml(REDIRECTS[0], 'Bar demos');
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
  });

  it('names every problem of a list: malformed paths, duplicates, chains, hidden pages, missing targets', () => {
    const pages = new Set(['/x/a', '/x/b']);
    const isPage = (pathname: string) => pages.has(pathname);
    expect(redirectProblems([{ from: '/x/old', to: '/x/a' }], isPage)).toEqual([]);
    expect(
      redirectProblems(
        [
          { from: '/x/old/', to: '/x/a' },
          { from: '/x/gone', to: '/x/missing' },
          { from: '/x/gone', to: '/x/a' },
          { from: '/x/b', to: '/x/a' },
          { from: '/x/older', to: '/x/gone' },
          { from: '/x/c', to: '/x/a', anchor: 'Not An Id' },
        ],
        isPage,
      ),
    ).toEqual([
      '/x/old/: not a site path without its trailing slash',
      '/x/gone: its target /x/missing is not a page of the site',
      '/x/gone: listed twice',
      '/x/b: is a page of the site, a redirect would hide it',
      '/x/older: its target /x/gone is not a page of the site',
      '/x/c: anchor "Not An Id" is no id',
      '/x/older: its target /x/gone is itself redirected',
    ]);
  });
});
