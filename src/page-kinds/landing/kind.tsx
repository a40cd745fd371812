import dynamic from 'next/dynamic';
import { definePageKind, neverShowsAd } from '../shared/pageKind';
import type { PageProps } from '../shared/pageProps';

const LandingView = dynamic(() => import('../../frame-pages/LandingView'));

/** The site's front page: its content is the view's own, with live demos of `data/landing/`. */
export const landingKind = definePageKind<PageProps<'landing'>>({
  kind: 'landing',
  View: () => <LandingView />,
  searchable: true,
  hasDemos: false,
  demoFolder: 'landing',
  showsAd: neverShowsAd,
});
