/**
 * @jest-environment node
 */
import { changelogServer } from '../../test/fixtures/page-kinds/changelog/kind.server';
import { FIXTURE_SITE_CONTENT } from '../../test/fixtures/site/fixtureSite';
import { createSite } from '../site/createSite.server';
import { PAGE_KIND_SERVERS, type PageKindServers } from './servers.server';

describe('adding a page kind', () => {
  // Its folder and its line in the registry: nothing else names it.
  const servers: PageKindServers = { ...PAGE_KIND_SERVERS, ...{ changelog: changelogServer } };
  const site = createSite(FIXTURE_SITE_CONTENT, servers);
  const changelog = site.urls.find((entry) => entry.url === '/changelog/');

  it('lists its route in the languages it names, after the kinds before it in the registry', () => {
    expect(changelog?.route.kind).toBe('changelog');
    const urls = site.urls.filter((entry) => entry.route.canonicalPathname === '/changelog').map(({ url }) => url);
    expect(urls).toEqual(['/changelog/']);
    expect(site.routes.at(-1)?.canonicalPathname).toBe('/changelog');
  });

  it('builds its props', () => {
    const props = site.pageProps(['changelog']) as unknown as {
      kind: string;
      names: string[];
      head: { title: string };
    };
    expect(props.kind).toBe('changelog');
    expect(props.head.title).toBe('Changelog - MUI X');
    expect(props.names).toContain('FixtureGrid');
  });

  it('exports its Markdown', () => {
    const noDemos = () => {
      throw new Error('The changelog shows no demo.');
    };
    const document = site.markdown(changelog!, { demoFiles: noDemos });
    expect(document?.title).toBe('Changelog - MUI X');
    expect(document?.parts).toEqual([{ type: 'text', text: expect.stringContaining('FixtureGrid') }]);
  });

  it('leaves the site without it unchanged', () => {
    expect(createSite(FIXTURE_SITE_CONTENT).routes.some((route) => route.canonicalPathname === '/changelog')).toBe(
      false,
    );
  });
});
