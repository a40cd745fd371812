/**
 * @jest-environment node
 */
// esbuild checks that it runs in Node (jsdom's TextEncoder fails that check).
import path from 'node:path';
import { measureExports } from './measureSizes.server';
import { sizedExports } from './sizedExports';
import { loadSizeSnapshot } from './sizeSnapshotFile.server';

const root = path.join(__dirname, '..', '..');
const PACKAGE = '@mui/x-data-grid';
const NAMES = ['DataGrid', 'GridToolbar', 'useGridApiRef'];

/**
 * The published figures: the snapshot the build wrote when there is one, else the size step's
 * measurement of the package (every component and hook in one run) made here.
 */
async function publishedSizes() {
  const snapshot = loadSizeSnapshot(path.join(root, 'generated'));
  if (snapshot) {
    return new Map(snapshot.sizes.filter((size) => size.packageName === PACKAGE).map((size) => [size.name, size]));
  }
  const exports = (await import(PACKAGE)) as Record<string, unknown>;
  const names = sizedExports([{ name: PACKAGE, product: 'data-grid', exports }], () => undefined).map(
    (entry) => entry.name,
  );
  return measureExports(root, PACKAGE, names);
}

describe('measureExports', () => {
  it('finds the published figures again when it bundles three exports one by one', async () => {
    const published = await publishedSizes();
    for (const name of NAMES) {
      const alone = (await measureExports(root, PACKAGE, [name])).get(name);
      const figure = published.get(name);
      expect(alone && figure).toBeTruthy();
      if (!alone || !figure) continue;
      expect(Math.abs(alone.minified - figure.minified) / figure.minified).toBeLessThanOrEqual(0.02);
      expect(Math.abs(alone.gzip - figure.gzip) / figure.gzip).toBeLessThanOrEqual(0.02);
    }
    // A bundle of the grid is far more than the few bytes of a re-exported hook.
    expect(published.get('DataGrid')!.gzip).toBeGreaterThan(50 * 1024);
  }, 120_000);
});
