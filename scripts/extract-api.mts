// Extracts the API reference from the published declarations of the nine @mui/x-* packages into
// generated/api/ (one JSON per page and a manifest). The output is cached: when the installed
// versions and the extractor's code are unchanged, nothing is re-extracted.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { apiEntryFile, apiGeneratedDir, apiManifestFile } from '../src/api-docs/apiDataDir.server';
import { apiManifestSchema } from '../src/api-docs/apiSchemas.server';
import { API_PACKAGES } from '../src/api-docs/apiPackages';
import { extractPackages } from '../src/api-docs/extract/extractPackages.server';
import type { ApiManifest } from '../src/api-docs/types';
import { leaksInReference } from '../src/api-docs/extract/cleanJsDocText';
import { demoedExports } from '../src/api-docs/demoedExports.server';
import { GENERATED_DIR } from './lib/paths';

const root = process.cwd();
const dataDir = path.join(root, 'data');
const nodeModules = path.join(root, 'node_modules');
const extractorDir = path.join(root, 'src/api-docs');

// What the docs' demos import: a component that says nothing else keeps its page for them.
const demoed = demoedExports(dataDir);

function cacheKey(): string {
  const hash = crypto.createHash('sha256');
  hash.update([...demoed].sort().join('\n'));
  for (const name of [...API_PACKAGES.map((apiPackage) => apiPackage.name), 'typescript']) {
    const { version } = JSON.parse(fs.readFileSync(path.join(nodeModules, name, 'package.json'), 'utf8')) as {
      version: string;
    };
    hash.update(`${name}@${version}\n`);
  }
  for (const file of fs.readdirSync(extractorDir, { recursive: true }).map(String).sort()) {
    if (/\.ts$/.test(file) && !file.endsWith('.test.ts')) hash.update(fs.readFileSync(path.join(extractorDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The global class names of each `*Classes` object the packages export, by its export name (`gridClasses`). */
async function runtimeClassNames(): Promise<Map<string, Record<string, string>>> {
  const byExport = new Map<string, Record<string, string>>();
  for (const apiPackage of API_PACKAGES) {
    const exports = (await import(apiPackage.name)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (/Classes$/.test(name) && value && typeof value === 'object') {
        byExport.set(name, value as Record<string, string>);
      }
    }
  }
  return byExport;
}

const key = cacheKey();
const manifestFile = apiManifestFile(GENERATED_DIR);
// A cache of an older shape is extracted again rather than trusted.
const cached = apiManifestSchema.safeParse(
  fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : null,
).data;
if (cached?.cacheKey === key) {
  console.log(`API reference: ${cached.entries.length} pages, unchanged (cache ${key})`);
} else {
  const started = performance.now();
  const classNames = await runtimeClassNames();
  const { entries, excluded, hooks, methodGroups } = extractPackages(
    nodeModules,
    API_PACKAGES,
    (name) => classNames.get(name),
    { demoed },
  );
  const leaks = leaksInReference(entries, hooks);
  if (leaks.length > 0) {
    console.error(`API reference: maintainers' notes would reach readers:\n${leaks.join('\n')}`);
    process.exit(1);
  }
  fs.rmSync(apiGeneratedDir(GENERATED_DIR), { recursive: true, force: true });
  for (const entry of entries) {
    const file = apiEntryFile(GENERATED_DIR, entry.product, entry.slug);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(entry));
  }
  const manifest: ApiManifest = {
    cacheKey: key,
    entries: entries.map(({ kind, name, slug, product, plan }) => ({ kind, name, slug, product, plan })),
    excluded,
    hooks,
    methodGroups,
  };
  fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 1)}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const memory = Math.round(process.memoryUsage().rss / 2 ** 20);
  console.log(
    `API reference: ${entries.length} pages and ${hooks.length} hooks extracted in ${seconds} s (${memory} MiB), ` +
      `${excluded.length} exports left out`,
  );
}
