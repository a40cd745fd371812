import type { SitePageProps } from '../nav/pageProps';

/** Docs pages carry an ad; pages of the pro and premium plans and every other kind of page do not. */
export function pageShowsAd({ kind, docs }: Pick<SitePageProps, 'kind' | 'docs'>): boolean {
  return kind === 'docs' && docs !== null && docs.plan === null;
}
