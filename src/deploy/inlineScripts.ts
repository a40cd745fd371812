// The inline scripts a page would run: what the policy's hashes must cover.

// A script element whose type makes it data, not code (`__NEXT_DATA__` is application/json).
const DATA_TYPE = /^(application\/(ld\+)?json|text\/template|text\/plain)$/i;

/**
 * The body of every inline script of `html` that a browser executes: no `src`, and a JavaScript
 * type (none, a JavaScript MIME type or `module`). Bodies are returned exactly as written, as the
 * browser hashes them.
 */
export function executableInlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(` ${attributes}`)?.[1];
    if (type && DATA_TYPE.test(type)) continue;
    if (body.length === 0) continue;
    bodies.push(body);
  }
  return bodies;
}

/** `'sha256-…'` sources of a policy for the `script-src` values of a header. */
export function scriptHashSources(policy: string): Set<string> {
  const scriptSrc = policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src');
  return new Set((scriptSrc ?? []).filter((source) => /^'sha256-[A-Za-z0-9+/=]+'$/.test(source)));
}
