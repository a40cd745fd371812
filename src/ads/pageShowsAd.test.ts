import type { DocsContent } from '../site/pageProps';
import { pageShowsAd } from './pageShowsAd';

const docs = (plan: DocsContent['plan']) => ({ plan }) as DocsContent;

describe('pageShowsAd', () => {
  it('shows an ad on docs pages without a plan', () => {
    expect(pageShowsAd({ kind: 'docs', docs: docs(null) })).toBe(true);
  });

  it('shows none on pages of the pro and premium plans', () => {
    expect(pageShowsAd({ kind: 'docs', docs: docs('pro') })).toBe(false);
    expect(pageShowsAd({ kind: 'docs', docs: docs('premium') })).toBe(false);
  });

  it('shows none on the 404, 500, production-error, landing and versions pages', () => {
    for (const kind of ['not-found', 'server-error', 'production-error', 'landing', 'versions'] as const) {
      expect(pageShowsAd({ kind })).toBe(false);
    }
  });
});
