// Reading a `_headers` file (the Netlify and Cloudflare Pages format the build writes): the local
// server (scripts/serve.mts), the nginx configuration and the tests read the rules this one way,
// so every server sends the same headers.

export interface HeaderRule {
  /** `/*`, `/_next/static/*` or an exact path (`/x/sw.js`). */
  path: string;
  headers: Record<string, string>;
}

/**
 * The rules of a `_headers` file: a line with a path (`/*`, `/_next/static/*`, `/x/sw.js`), then
 * its headers indented as `Name: value`. `#` starts a comment line.
 */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 0) throw new Error(`_headers: a header outside a rule or without a value: ${line}`);
    rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/**
 * The headers a path gets: those of every rule that matches it, in the file's order, a later
 * rule's value winning for a header both set (as Netlify applies them). A path ending in `*`
 * matches every path it starts; any other only itself.
 */
export function headersForPath(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    const matches = rule.path.endsWith('*') ? pathname.startsWith(rule.path.slice(0, -1)) : pathname === rule.path;
    if (matches) Object.assign(headers, rule.headers);
  }
  return headers;
}
