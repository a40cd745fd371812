import { escapeHtml, unescapeHtml } from '../ui/escapeHtml';

/**
 * An excerpt from the search index as HTML safe to insert: the highlights (`<mark>` and
 * `</mark>`, exactly so) are kept, balanced, and never nested; everything else is text, escaped.
 * The index is built from our own pages, but a page may quote HTML, and a broken or tampered
 * index must not run code in the reader's browser.
 */
export function sanitizeExcerpt(excerpt: string): string {
  let html = '';
  let open = false;
  for (const part of excerpt.split(/(<\/?mark>)/)) {
    if (part === '<mark>') {
      if (!open) html += '<mark>';
      open = true;
    } else if (part === '</mark>') {
      if (open) html += '</mark>';
      open = false;
    } else {
      html += escapeHtml(unescapeHtml(part));
    }
  }
  return open ? `${html}</mark>` : html;
}
