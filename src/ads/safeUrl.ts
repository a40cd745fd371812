/**
 * `value` when it is an absolute http(s) URL, else null: third-party data must never smuggle
 * a `javascript:` or `data:` URL into a link, an image or a pixel.
 */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') {
    return null;
  }
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
