import { withTemplateContents } from './templateContents';

const cache = new Map<string, { html: string; renderedFrom: unknown }>();

/**
 * Browser only: the HTML the server rendered inside the list `listId`, read once and kept (the
 * mobile drawer mounts later and reuses it). Empty on the server and when the page has no such
 * list. With `renderedFrom`, the data the caller would render the list from: empty too unless it
 * is the data of the first call, the one the server's HTML shows (not the nav of a language the
 * reader has switched to since).
 */
export function serverListHtml(listId: string, renderedFrom?: unknown): string {
  if (typeof document === 'undefined') return '';
  let entry = cache.get(listId);
  if (!entry) {
    // An API group the server rendered closed is in a template.
    const list = withTemplateContents(document)
      .map((part) => part.getElementById(listId))
      .find(Boolean);
    entry = { html: list?.innerHTML ?? '', renderedFrom };
    cache.set(listId, entry);
  }
  return renderedFrom === undefined || renderedFrom === entry.renderedFrom ? entry.html : '';
}
