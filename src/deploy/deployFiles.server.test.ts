/**
 * @jest-environment node
 */
// The deploy step on a small export: its policy allows each inline script of the pages by hash,
// whatever the pages hold (the real color-mode script among them), and nothing it was not given.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { headersForPath, parseHeadersFile } from './headersFile';
import { COLOR_MODE_SCRIPT } from '../theme/colorModeScript';
import { sha256Source, writeDeployFiles } from './deployFiles.server';
import { executableInlineScripts, scriptHashSources } from './inlineScripts';
import { parseNginxRedirects, parseRedirectsFile } from './redirects';

const page = (...scripts: string[]) =>
  `<!DOCTYPE html><html><head><script src="/_next/static/a.js" defer></script></head><body>${scripts
    .map((script) => `<script>${script}</script>`)
    .join('')}<script id="__NEXT_DATA__" type="application/json">{}</script></body></html>`;

describe('writeDeployFiles', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-files-'));
  const outDir = path.join(root, 'out');
  const pages: Record<string, string> = {
    'index.html': page(COLOR_MODE_SCRIPT, 'self.__chunks=["a"]'),
    'x/react-data-grid/index.html': page(COLOR_MODE_SCRIPT, 'self.__chunks=["b"]'),
    '404.html': page(COLOR_MODE_SCRIPT),
  };
  for (const [file, html] of Object.entries(pages)) {
    fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    fs.writeFileSync(path.join(outDir, file), html);
  }
  const redirects = [
    { from: '/x/react-charts/bar-demo', to: '/x/react-charts/bars/demos' },
    { from: '/x/old', to: '/x/react-data-grid', anchor: 'a-section' },
  ];
  const written = writeDeployFiles(
    outDir,
    path.join(root, 'deploy'),
    { analytics: false, adNetwork: { scriptUrl: null, feedUrl: null } },
    redirects,
  );
  const rules = parseHeadersFile(fs.readFileSync(path.join(outDir, '_headers'), 'utf8'));

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it.each(Object.keys(pages))('allows every inline script of %s by its hash, in the _headers file', (file) => {
    const policy = headersForPath(rules, `/${file.replace(/index\.html$/, '')}`)['Content-Security-Policy'];
    const allowed = scriptHashSources(policy);
    const scripts = executableInlineScripts(pages[file]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const body of scripts) expect(allowed).toContain(sha256Source(body));
  });

  it('allows those scripts and no other', () => {
    expect(scriptHashSources(written.policy)).toEqual(
      new Set([COLOR_MODE_SCRIPT, 'self.__chunks=["a"]', 'self.__chunks=["b"]'].map(sha256Source)),
    );
  });

  it('writes the nginx configuration with the same policy', () => {
    expect(fs.readFileSync(written.nginxFile, 'utf8')).toContain(
      `add_header Content-Security-Policy "${written.policy}" always;`,
    );
  });

  it('writes the same redirects into _redirects and the nginx configuration', () => {
    expect(parseRedirectsFile(fs.readFileSync(written.redirectsFile, 'utf8'))).toEqual(redirects);
    expect(parseNginxRedirects(fs.readFileSync(written.nginxFile, 'utf8'))).toEqual(redirects);
  });
});
