import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Runs dependency-cruiser with the project's rules (.dependency-cruiser.cjs) on a fixture of the
 * four cruised roots (src/, data/, pages/, scripts/) that breaks each rule once, and checks that
 * each fires where it should.
 */
function violations(): Array<{ rule: string; from: string; to: string }> {
  const fixture = path.join(__dirname, '..', 'fixtures', 'dependency-rules');
  const root = path.join(__dirname, '..', '..');
  const output = execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs'),
      'src',
      'data',
      'pages',
      'scripts',
      '--config',
      path.join(root, '.dependency-cruiser.cjs'),
      '--output-type',
      'json',
    ],
    { cwd: fixture, encoding: 'utf8' },
  );
  const result = JSON.parse(output) as {
    summary: { violations: Array<{ rule: { name: string }; from: string; to: string }> };
  };
  return result.summary.violations.map(({ rule, from, to }) => ({ rule: rule.name, from, to }));
}

describe('the dependency rules of src/, data/, pages/ and scripts/ (npm run lint)', () => {
  const found = violations();
  const has = (rule: string, from: string, to?: string) =>
    found.some((violation) => violation.rule === rule && violation.from === from && (!to || violation.to === to));

  it('fail on a cycle between files', () => {
    expect(has('no-circular', 'src/demos/a.ts', 'src/demos/b.ts') || has('no-circular', 'src/demos/b.ts')).toBe(true);
  });

  it('fail on the shared kit importing the app shell, and on a feature importing it', () => {
    expect(has('layer-ui', 'src/ui/Kit.ts', 'src/layout/Shell.ts')).toBe(true);
    expect(has('layer-page-view', 'src/page-view/View.ts', 'src/layout/Shell.ts')).toBe(true);
  });

  it("fail on a feature importing another feature's file that is no public entry, and on the kit importing a feature", () => {
    expect(has('feature-search-public-entries', 'src/search/readsDemoInternals.ts', 'src/demos/b.ts')).toBe(true);
    expect(has('layer-code', 'src/code/usesFeature.ts', 'src/demos/DemoLive.ts')).toBe(true);
  });

  it("let a feature import another feature's public entry", () => {
    expect(found.filter(({ from }) => from === 'src/frame-pages/usesDemoEntry.ts')).toEqual([]);
  });

  it('fail on a browser module importing a server-only one, or Node itself', () => {
    expect(has('browser-imports-server-only', 'src/code/browserPart.ts', 'src/code/reader.server.ts')).toBe(true);
    expect(has('node-outside-server', 'src/code/usesNode.ts')).toBe(true);
  });

  it('fail on a folder that has no place in the layers', () => {
    expect(has('folder-in-no-layer', 'src/stray/stray.ts')).toBe(true);
  });

  it('fail on a file at the root of src/, whether it imports, is imported or stands alone', () => {
    expect(has('no-file-at-src-root', 'src/bridge.ts', 'src/layout/Shell.ts')).toBe(true);
    expect(has('no-import-of-src-root', 'src/code/usesBridge.ts', 'src/bridge.ts')).toBe(true);
    expect(has('no-orphan-at-src-root', 'src/orphan.ts')).toBe(true);
  });

  it('fail on content that uses Node, runs code of src/ or imports a build-time package', () => {
    expect(has('data-without-node', 'data/demo/Demo.ts', 'fs')).toBe(true);
    expect(has('data-imports-types-only', 'data/demo/Demo.ts', 'src/code/usesNode.ts')).toBe(true);
    expect(
      found.some(
        ({ rule, from, to }) =>
          rule === 'server-packages-outside-server' &&
          from === 'data/demo/UsesMarked.ts' &&
          to.includes('node_modules/marked/'),
      ),
    ).toBe(true);
  });

  it('fail on the code reading a demo of data/, and on anything importing pages/, scripts/ or the shell from outside', () => {
    expect(has('code-reads-only-data-modules', 'src/code/readsDemo.ts', 'data/demo/Demo.ts')).toBe(true);
    expect(has('nothing-imports-scripts', 'src/code/runsScript.ts', 'scripts/tool.ts')).toBe(true);
    expect(has('nothing-imports-pages', 'scripts/importsPages.ts', 'pages/index.ts')).toBe(true);
    expect(has('only-pages-import-the-shell', 'scripts/importsPages.ts', 'src/layout/Shell.ts')).toBe(true);
  });

  it('let content import types, the code read the navigation and pages/ render the shell', () => {
    expect(found.filter(({ from }) => from === 'data/pages.ts' || from === 'pages/index.ts')).toEqual([]);
    expect(found.filter(({ from }) => from === 'src/code/readsNav.ts')).toEqual([]);
  });

  it('let a server module use Node and the layers import downward', () => {
    expect(found.filter((violation) => violation.from === 'src/code/reader.server.ts')).toEqual([]);
    expect(
      found.filter((violation) => violation.from === 'src/demos/b.ts' && violation.rule !== 'no-circular'),
    ).toEqual([]);
  });
});
