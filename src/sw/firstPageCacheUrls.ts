/**
 * What the worker should cache for the page that registered it, which it did not see load:
 * the page itself (when the worker's scope covers it) and its hashed static files.
 */
export function firstPageCacheUrls(pageHref: string, resourceUrls: readonly string[], scope: string): string[] {
  const page = new URL(pageHref);
  page.hash = '';
  const assets = resourceUrls.filter((resource) => {
    try {
      const url = new URL(resource);
      // The app's chunks, the language's site data script and demo sources: all content-hashed.
      return (
        url.origin === page.origin &&
        (url.pathname.startsWith('/_next/static/') ||
          url.pathname.startsWith('/_site/') ||
          url.pathname.startsWith('/_demos/'))
      );
    } catch {
      return false;
    }
  });
  return [...(page.href.startsWith(scope) ? [page.href] : []), ...new Set(assets)];
}
