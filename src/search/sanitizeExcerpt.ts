const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'" };

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Pagefind writes the page's text with `&`, `<`, `>` as entities: back to the characters, once. */
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (entity, name: string) => ENTITIES[name] ?? entity);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

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
      html += escapeHtml(decodeEntities(part));
    }
  }
  return open ? `${html}</mark>` : html;
}
