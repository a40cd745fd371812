import type { PagefindResultData } from './searchResults';

// The browser side of Pagefind: its script is written by the build next to the index
// (out/pagefind/pagefind.js), so it is imported from the site at run time, never bundled.

export interface PagefindSearchResult {
  id: string;
  data(): Promise<PagefindResultData>;
}

export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  destroy(): Promise<void>;
  search(
    term: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: PagefindSearchResult[] } | null>;
}

const BUNDLE_URL = '/pagefind/pagefind.js';

const OPTIONS = {
  // Words of an excerpt: about two lines of the dialog.
  excerptLength: 22,
  // Searching this index takes a few milliseconds: on the page's own thread it spares the
  // reader the download and start of Pagefind's worker script.
  noWorker: true,
  // An API page is long (every prop of a component): Pagefind's default length penalty (0.75)
  // pushed the page that documents a prop below short guides that merely mention it.
  ranking: { pageLength: 0.25 },
};

let bundle: Promise<Pagefind> | null = null;
let ready: { language: string; pagefind: Promise<Pagefind> } | null = null;

function importBundle(): Promise<Pagefind> {
  // A URL of the site, not a module of the app: the bundler must leave it to the browser.
  bundle ??= (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ BUNDLE_URL) as Promise<Pagefind>).catch(
    (error: unknown) => {
      bundle = null;
      throw error;
    },
  );
  return bundle;
}

/**
 * Pagefind, searching the index of `language`. Pagefind picks the index from `<html lang>` when
 * it starts, so after a move to a page of another language it is started again.
 */
export function loadPagefind(language: string): Promise<Pagefind> {
  if (ready?.language === language) {
    return ready.pagefind;
  }
  const pagefind = importBundle().then(async (module) => {
    await module.destroy();
    await module.options(OPTIONS);
    await module.init();
    return module;
  });
  ready = { language, pagefind };
  // A failed start is tried again on the next call.
  pagefind.catch(() => {
    if (ready?.pagefind === pagefind) ready = null;
  });
  return pagefind;
}
