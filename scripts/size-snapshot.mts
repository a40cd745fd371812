// Measures what each component and hook of the nine @mui/x-* packages adds to an app's bundle
// (src/size-snapshot/) into generated/size-snapshot/sizes.json, which the /size-snapshot/
// page, the API pages and /size-snapshot.json (copied by postbuild) read. Runs after the API
// extraction (an export is measured from the package of its plan in the reference). Cached: with
// the same versions of the packages, their peers and esbuild, nothing is measured again.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API_PACKAGES } from '../src/api-docs/apiPackages';
import { loadApiManifest } from '../src/api-docs/loadApiReference.server';
import { measureExports, peerDependencies } from '../src/size-snapshot/measureSizes.server';
import { sizedExports } from '../src/size-snapshot/sizedExports';
import { sizeSnapshotFile } from '../src/size-snapshot/sizeSnapshotFile.server';
import { sizeSnapshotSchema } from '../src/size-snapshot/sizeSnapshotSchema.server';
import type { ComponentSize, SizeSnapshot } from '../src/size-snapshot/types';
import { GENERATED_DIR } from './lib/paths';

// Raised when the way sizes are measured changes, so a cached snapshot is measured again.
const METHOD = 2;

const root = process.cwd();
const nodeModules = path.join(root, 'node_modules');
const versionOf = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join(nodeModules, name, 'package.json'), 'utf8')) as { version: string }).version;

const packageNames = API_PACKAGES.map((apiPackage) => apiPackage.name);
const external = [...new Set(packageNames.flatMap((name) => peerDependencies(nodeModules, name)))]
  .filter((name) => fs.existsSync(path.join(nodeModules, name, 'package.json')))
  .sort();
const versions = Object.fromEntries([...packageNames, ...external, 'esbuild'].map((name) => [name, versionOf(name)]));
const cacheKey = crypto
  .createHash('sha256')
  .update(`${METHOD}\n${JSON.stringify(versions)}`)
  .digest('hex')
  .slice(0, 16);

const file = sizeSnapshotFile(GENERATED_DIR);
// A cache of an older shape is measured again rather than trusted.
const cached = sizeSnapshotSchema.safeParse(
  fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null,
).data;
if (cached?.cacheKey === cacheKey) {
  console.log(`size snapshot: ${cached.sizes.length} components and hooks, unchanged (cache ${cacheKey})`);
} else {
  const started = performance.now();
  const manifest = loadApiManifest(GENERATED_DIR);
  if (!manifest) throw new Error('size snapshot: run scripts/extract-api.mts first (the plan of each export)');
  const planPackage = new Map(
    API_PACKAGES.map((apiPackage) => [`${apiPackage.product}:${apiPackage.plan}`, apiPackage.name]),
  );
  const homes = new Map<string, string>();
  for (const entry of [...manifest.entries, ...manifest.hooks]) {
    const home = planPackage.get(`${entry.product}:${entry.plan}`);
    if (home) homes.set(`${entry.product}:${entry.name}`, home);
  }
  const packages = await Promise.all(
    API_PACKAGES.map(async ({ name, product }) => ({
      name,
      product,
      exports: (await import(name)) as Record<string, unknown>,
    })),
  );
  const exports = sizedExports(packages, (product, name) => homes.get(`${product}:${name}`));
  const sizes: ComponentSize[] = [];
  for (const packageName of packageNames) {
    const own = exports.filter((entry) => entry.packageName === packageName);
    const measured = await measureExports(
      root,
      packageName,
      own.map((entry) => entry.name),
    );
    for (const entry of own) {
      const size = measured.get(entry.name);
      if (!size) throw new Error(`size snapshot: no bundle for ${entry.name} of ${packageName}`);
      sizes.push({ ...entry, ...size });
    }
    console.log(`size snapshot: ${packageName}, ${own.length} exports`);
  }
  const snapshot: SizeSnapshot = { cacheKey, versions, external, bundler: `esbuild ${versions.esbuild}`, sizes };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(snapshot, null, 1)}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`size snapshot: ${sizes.length} components and hooks measured in ${seconds} s (cache ${cacheKey})`);
}
