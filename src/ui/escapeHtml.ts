/** Escapes text for use in HTML content and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  '#x27': "'",
  nbsp: '\u00a0',
};

/** Reads HTML text back: the entities `escapeHtml` (and the usual serializers) write become characters again, once. */
export function unescapeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#39|#x27|nbsp);/g, (_entity, name: string) => ENTITIES[name]);
}
