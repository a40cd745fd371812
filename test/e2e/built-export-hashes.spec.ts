import fs from 'node:fs';
import path from 'node:path';
import { headersForPath, parseHeadersFile } from '../../scripts/lib/headerRules.mjs';
import { sha256Source } from '../../src/deploy/deployFiles.server';
import { executableInlineScripts, scriptHashSources } from '../../src/deploy/inlineScripts';
import { expect, test } from './fixtures';

/**
 * The export `npm run build` wrote (out/), read from disk: its policy allows each inline script
 * of its pages by hash, and the server configuration is beside it. Here rather than among the
 * unit tests, which run before the build in `npm test`.
 */
const ROOT = path.join(__dirname, '..', '..');
const OUT_DIR = path.join(ROOT, 'out');
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

test.describe('the built export (out/)', () => {
  for (const page of PAGES) {
    test(`allows every inline script of ${page} by its hash`, () => {
      const rules = parseHeadersFile(fs.readFileSync(path.join(OUT_DIR, '_headers'), 'utf8'));
      const urlPath = `/${page.replace(/index\.html$/, '')}`;
      const allowed = scriptHashSources(headersForPath(rules, urlPath)['Content-Security-Policy'] ?? '');
      const scripts = executableInlineScripts(fs.readFileSync(path.join(OUT_DIR, page), 'utf8'));
      expect(scripts.length).toBeGreaterThan(0);
      for (const body of scripts) expect(allowed).toContain(sha256Source(body));
    });
  }

  test('has a server configuration beside it', () => {
    expect(fs.existsSync(path.join(ROOT, 'deploy', 'nginx.conf'))).toBe(true);
  });
});
