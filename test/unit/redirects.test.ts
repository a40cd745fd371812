import pages from '../../data/pages';
import redirects from '../../data/redirects';
import { redirectProblems } from '../../src/deploy/redirects';
import { listRoutablePages } from '../../src/nav/findActivePage';

// The old URLs of data/redirects.ts lead to docs pages of the navigation, never to another
// redirect, and none hides a page (the build checks the same against the export, anchors too).
describe('data/redirects.ts', () => {
  it('sends every old URL to a page of the navigation, none of them a page itself', () => {
    const routes = new Set(listRoutablePages(pages).map(({ pathname }) => pathname));
    expect(redirectProblems(redirects, (pathname) => routes.has(pathname))).toEqual([]);
  });
});
