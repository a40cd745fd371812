// Reads the `_headers` file the build writes (src/deploy/) and answers which headers a path
// gets, for the local server (scripts/serve.mjs) and the nginx configuration alike: one reading
// of the rules, so every server sends the same headers.

/**
 * The rules of a `_headers` file: a line with a path (`/*`, `/_next/static/*`, `/x/sw.js`), then
 * its headers indented as `Name: value`. `#` starts a comment line.
 * @param {string} text
 * @returns {Array<{ path: string, headers: Record<string, string> }>}
 */
export function parseHeadersFile(text) {
  const rules = [];
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
 * @param {ReadonlyArray<{ path: string, headers: Record<string, string> }>} rules
 * @param {string} pathname
 * @returns {Record<string, string>}
 */
export function headersForPath(rules, pathname) {
  const headers = {};
  for (const rule of rules) {
    const matches = rule.path.endsWith('*') ? pathname.startsWith(rule.path.slice(0, -1)) : pathname === rule.path;
    if (matches) Object.assign(headers, rule.headers);
  }
  return headers;
}
