const cache = new Map<string, string>();

/**
 * Browser only: the HTML the server rendered inside the list `listId`, read once and kept (the
 * mobile drawer mounts later and reuses it). Empty when the page has no such list.
 */
export function serverListHtml(listId: string): string {
  const cached = cache.get(listId);
  if (cached !== undefined) return cached;
  const html = typeof document === 'undefined' ? '' : (document.getElementById(listId)?.innerHTML ?? '');
  cache.set(listId, html);
  return html;
}
