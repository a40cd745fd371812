import type { DocsContent } from '../page-view/docsContent';
import { kindsWhere, pageKindOf, PAGE_KINDS, type SitePageProps } from './index';

const docsPage = (plan: DocsContent['plan']) => ({ kind: 'docs', docs: { plan } }) as SitePageProps;
const pageOfKind = (kind: SitePageProps['kind']) => ({ kind }) as SitePageProps;

describe('page kinds', () => {
  it('each definition is filed under its own kind', () => {
    for (const [kind, definition] of Object.entries(PAGE_KINDS)) expect(definition.kind).toBe(kind);
  });

  it('shows an ad on docs pages without a plan only', () => {
    expect(pageKindOf(docsPage(null)).showsAd(docsPage(null))).toBe(true);
    expect(pageKindOf(docsPage('pro')).showsAd(docsPage('pro'))).toBe(false);
    expect(pageKindOf(docsPage('premium')).showsAd(docsPage('premium'))).toBe(false);
  });

  it('shows none on the 404, 500, production-error, landing, versions, blog and API pages', () => {
    const kinds = ['not-found', 'server-error', 'production-error', 'landing', 'versions', 'blog', 'blog-post', 'api'];
    for (const kind of kinds as Array<SitePageProps['kind']>) {
      expect(pageKindOf(pageOfKind(kind)).showsAd(pageOfKind(kind))).toBe(false);
    }
  });

  it('derives the searchable kinds and the kinds with demos from the definitions', () => {
    expect([...kindsWhere('hasDemos')].sort()).toEqual(['blog', 'blog-post', 'docs']);
    const searchable = kindsWhere('searchable');
    expect(searchable.has('docs')).toBe(true);
    expect(searchable.has('api')).toBe(true);
    expect(searchable.has('docs-tab')).toBe(false);
    expect(searchable.has('production-error')).toBe(false);
  });
});
