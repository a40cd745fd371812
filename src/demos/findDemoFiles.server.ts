// Build time: the one walk over data/'s demo files, for every script that reads them (the demo
// registry, the JavaScript twins, the Tailwind styles, the render check, the docs counts).
import fs from 'node:fs';
import path from 'node:path';
import { VARIANT_FOLDERS } from './demoLayout';

/** A demo module: a capitalised `.tsx` file, whose default export is the demo. */
const DEMO_MODULE = /^[A-Z][A-Za-z0-9_]*\.tsx$/;
/** A TypeScript source that a demo may import; declarations and tests are not. */
const DEMO_SOURCE = /^(?!.*\.(d|test)\.tsx?$).*\.tsx?$/;

function filesUnder(
  dir: string,
  skipFolder: (name: string) => boolean,
  depth = 0,
): Array<{ file: string; depth: number }> {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skipFolder(entry.name) ? [] : filesUnder(full, skipFolder, depth + 1);
    return [{ file: full, depth }];
  });
}

/**
 * Every demo module under `dir`, sorted; with `variants: false`, not those in the styling
 * variants' folders (`tailwind/`, `css/`), which are the same demo styled another way.
 */
export function findDemoModules(dir: string, { variants }: { variants: boolean }): string[] {
  return filesUnder(dir, (name) => !variants && VARIANT_FOLDERS.has(name))
    .filter(({ file }) => DEMO_MODULE.test(path.basename(file)))
    .map(({ file }) => file)
    .sort();
}

/**
 * Every TypeScript source of the demos under a data folder, sorted: modules, variants and the
 * helpers they import. Files at the top of data/ (navigation, versions) and each product's
 * `pages.ts` (its navigation group) are the site's configuration, not demos.
 */
export function findDemoSources(dataDir: string): string[] {
  return filesUnder(dataDir, () => false)
    .filter(
      ({ file, depth }) => depth > 0 && DEMO_SOURCE.test(path.basename(file)) && path.basename(file) !== 'pages.ts',
    )
    .map(({ file }) => file)
    .sort();
}
