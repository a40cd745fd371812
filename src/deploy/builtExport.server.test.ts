/**
 * @jest-environment node
 */
// The export `npm run build` wrote (out/): its policy allows each inline script of its pages by
// hash. Needs a build; without one (the unit tests run before it in `npm test`) it is skipped,
// and the browser tests check the same against the served pages.
import fs from 'node:fs';
import path from 'node:path';
import { headersForPath, parseHeadersFile } from '../../scripts/lib/headerRules.mjs';
import { sha256Source } from './deployFiles.server';
import { executableInlineScripts, scriptHashSources } from './inlineScripts';

const OUT_DIR = path.join(__dirname, '..', '..', 'out');
const HEADERS_FILE = path.join(OUT_DIR, '_headers');
const PAGES = [
  'index.html',
  'x/introduction/installation/index.html',
  'x/react-data-grid/sorting/index.html',
  'x/api/data-grid/data-grid/index.html',
  'zh/x/react-data-grid/sorting/index.html',
  'blog/index.html',
  'size-snapshot/index.html',
  '404.html',
];

(fs.existsSync(HEADERS_FILE) ? describe : describe.skip)('the built export (out/)', () => {
  const rules = parseHeadersFile(fs.readFileSync(HEADERS_FILE, 'utf8'));

  it.each(PAGES)('allows every inline script of %s by its hash', (page) => {
    const urlPath = `/${page.replace(/index\.html$/, '')}`;
    const allowed = scriptHashSources(headersForPath(rules, urlPath)['Content-Security-Policy'] ?? '');
    const scripts = executableInlineScripts(fs.readFileSync(path.join(OUT_DIR, page), 'utf8'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const body of scripts) expect(allowed).toContain(sha256Source(body));
  });

  it('has a server configuration beside it', () => {
    expect(fs.existsSync(path.join(__dirname, '..', '..', 'deploy', 'nginx.conf'))).toBe(true);
  });
});
