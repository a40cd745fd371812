// Fails the build when docs prose names an API page, prop, slot or class that the extracted
// reference does not have (see src/api-docs/checkApiReferences.ts), with the file and line.
import fs from 'node:fs';
import path from 'node:path';
import { apiPagePathname } from '../src/api-docs/apiPaths';
import { entryNamed } from '../src/api-docs/entryNamed';
import type { ApiProduct } from '../src/api-docs/types';
import { checkApiReferences, type ApiPageAnchors } from '../src/api-docs/checkApiReferences';
import { loadApiEntry, loadApiManifest } from '../src/api-docs/loadApiReference.server';
import { GENERATED_DIR } from './lib/paths';

const dataDir = path.join(process.cwd(), 'data');
const manifest = loadApiManifest(GENERATED_DIR);
if (!manifest) {
  console.error('No API reference: run `tsx scripts/extract-api.mts` first.');
  process.exit(1);
}
const anchorsByPath = new Map<string, ApiPageAnchors>();
const anchorsOf = (pathname: string): ApiPageAnchors | null => {
  let anchors = anchorsByPath.get(pathname);
  if (!anchors) {
    const indexEntry = manifest.entries.find((entry) => apiPagePathname(entry) === pathname);
    if (!indexEntry) return null;
    const entry = loadApiEntry(GENERATED_DIR, indexEntry);
    anchors = {
      members: new Set(entry.members.map((member) => member.name)),
      slots: new Set(entry.slots.map((slot) => slot.name)),
      classes: new Set(entry.classes.map((cssClass) => cssClass.key)),
    };
    anchorsByPath.set(pathname, anchors);
  }
  return anchors;
};

const files = fs
  .readdirSync(dataDir, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.md'))
  .sort();
let failures = 0;
for (const file of files) {
  // A name two products share (`Toolbar`) means the one of the product whose folder the file is in.
  const product = file.split('/')[0] as ApiProduct;
  const errors = checkApiReferences(fs.readFileSync(path.join(dataDir, file), 'utf8'), {
    pageByPath: anchorsOf,
    pageByName: (name) => {
      const entry = entryNamed(manifest.entries, name, product);
      return entry ? anchorsOf(apiPagePathname(entry)) : null;
    },
  });
  for (const error of errors) console.error(`data/${file}:${error.line}: ${error.message}`);
  failures += errors.length;
}
if (failures > 0) {
  console.error(`${failures} API reference(s) in the docs do not exist.`);
  process.exit(1);
}
console.log(`API references in ${files.length} markdown files: all exist.`);
