// Counts the API reference's pages by product and kind, and compares them with what the nine
// packages export at run time: every exported React component must have a page or be in the
// extractor's exclusion list (with its reason). Exits 1 when one has neither. Per product it also
// counts members (props or properties), those without a description, and the component pages that
// link no demo (neither a guide's demo imports it nor its JSDoc names a demo page).
import path from 'node:path';
import { API_PACKAGES, API_PRODUCTS } from '../src/api-docs/apiPackages';
import { collectDemoUsage } from '../src/api-docs/demoUsage.server';
import { loadApiEntry, loadApiManifest } from '../src/api-docs/loadApiReference.server';
import { liveSite } from '../src/site/liveSite.server';
import { GENERATED_DIR } from './lib/paths';

const manifest = loadApiManifest(GENERATED_DIR);
if (!manifest) {
  console.error('No API reference: run `tsx scripts/extract-api.mts` first.');
  process.exit(1);
}

const REACT_TYPES = new Set([Symbol.for('react.forward_ref'), Symbol.for('react.memo'), Symbol.for('react.context')]);
/** Exported values that React can render: function components, forwardRef and memo objects, contexts. */
function isComponentLike(name: string, value: unknown): boolean {
  if (!/^[A-Z]/.test(name)) return false;
  if (typeof value === 'function') return !/^[A-Z0-9_]+$/.test(name);
  return typeof value === 'object' && value !== null && REACT_TYPES.has((value as { $$typeof?: symbol }).$$typeof!);
}

const documented = new Set(manifest.entries.map((entry) => entry.name));
const excluded = new Map(manifest.excluded.map((exclusion) => [exclusion.name, exclusion.reason]));
const runtimeComponents = new Set<string>();
for (const apiPackage of API_PACKAGES) {
  const exports = (await import(apiPackage.name)) as Record<string, unknown>;
  for (const [name, value] of Object.entries(exports)) if (isComponentLike(name, value)) runtimeComponents.add(name);
}

const rows = new Map<string, number>();
for (const entry of manifest.entries) {
  const key = `${entry.product} ${entry.kind}s`;
  rows.set(key, (rows.get(key) ?? 0) + 1);
}
console.log(`API pages: ${manifest.entries.length} (hooks on tabs: ${manifest.hooks.length})`);
for (const [key, count] of [...rows].sort()) console.log(`  ${key}: ${count}`);

const dataDir = path.join(process.cwd(), 'data');
const docsPathnames = liveSite.urls
  .map(({ url }) => url.replace(/\/$/, ''))
  .filter((url) => url.startsWith('/x/react-'));
const usage = collectDemoUsage(dataDir, docsPathnames);
for (const product of API_PRODUCTS) {
  const entries = manifest.entries
    .filter((entry) => entry.product === product)
    .map((e) => loadApiEntry(GENERATED_DIR, e));
  const members = entries.flatMap((entry) => entry.members);
  const undescribed = members.filter((member) => !member.description.trim()).length;
  const components = entries.filter((entry) => entry.kind === 'component');
  const withoutDemo = components.filter(
    (entry) => !usage.has(`${entry.product}:${entry.name}`) && !entry.demoPages?.length,
  ).length;
  const largest = entries.reduce((top, entry) => (entry.members.length > top.members.length ? entry : top));
  console.log(
    `  ${product}: ${entries.length} pages, ${members.length} members (${(members.length / entries.length).toFixed(1)} a page, ` +
      `most ${largest.members.length} on ${largest.name}), ${undescribed} without a description, ` +
      `${withoutDemo} of ${components.length} component pages link no demo`,
  );
}

const byReason = new Map<string, string[]>();
for (const [name, reason] of excluded) byReason.set(reason, [...(byReason.get(reason) ?? []), name]);
console.log(`Left out: ${excluded.size}`);
for (const [reason, names] of byReason) console.log(`  ${reason} (${names.length}): ${names.join(', ')}`);

// Runtime values that are not components (classes, helpers written in PascalCase) show up here
// too; each must be a documented page, an exclusion, or not a component at all in the declarations.
const undocumented = [...runtimeComponents].filter((name) => !documented.has(name) && !excluded.has(name)).sort();
const componentsCovered = [...runtimeComponents].filter((name) => documented.has(name) || excluded.has(name)).length;
console.log(
  `Runtime exports React can render: ${runtimeComponents.size}; with a page or excluded: ${componentsCovered}; ` +
    `not components in the declarations: ${undocumented.length}${undocumented.length ? ` (${undocumented.join(', ')})` : ''}`,
);
const missingAtRuntime = manifest.entries.filter(
  (entry) => entry.kind === 'component' && !runtimeComponents.has(entry.name),
);
if (missingAtRuntime.length > 0) {
  console.error(`Pages for components the packages do not export: ${missingAtRuntime.map((e) => e.name).join(', ')}`);
  process.exit(1);
}
