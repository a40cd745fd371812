import type { DocsContent } from '../site/pageProps';
import type { PageKind } from '../site/routes';

type PageOfKind = { kind: 'docs'; docs: Pick<DocsContent, 'plan'> } | { kind: Exclude<PageKind, 'docs'> };

/** Docs pages carry an ad; pages of the pro and premium plans and every other kind of page do not. */
export function pageShowsAd(page: PageOfKind): boolean {
  return page.kind === 'docs' && page.docs.plan === null;
}
