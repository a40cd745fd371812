// The claims gate: fails the build when a guide's statement of a default or of a plan disagrees
// with the extracted API reference, naming the page, the line and both values. Statements it
// cannot tie to a prop are listed, and fail the build when they reach a tenth of those found.
// The reading and the comparison are src/api-docs/claims/ (pure, unit-tested).
import fs from 'node:fs';
import path from 'node:path';
import { apiPagePathname } from '../src/api-docs/apiPaths';
import { productOfPackage } from '../src/api-docs/entryNamed';
import type { ApiProduct } from '../src/api-docs/types';
import { findClaims, planOfPackage } from '../src/api-docs/claims/findClaims';
import { pagePlans } from '../src/api-docs/claims/pagePlans';
import {
  checkClaims,
  claimContext,
  describeResult,
  type ClaimEntry,
  type ClaimReference,
  type ClaimResult,
} from '../src/api-docs/claims/checkClaims';
import { loadApiEntry, loadApiManifest } from '../src/api-docs/loadApiReference.server';
import { GENERATED_DIR } from './lib/paths';

const dataDir = path.join(process.cwd(), 'data');
const manifest = loadApiManifest(GENERATED_DIR);
if (!manifest) {
  console.error('No API reference: run `tsx scripts/extract-api.mts` first.');
  process.exit(1);
}

const entries: ClaimEntry[] = manifest.entries.map((indexEntry) => {
  const entry = loadApiEntry(GENERATED_DIR, indexEntry);
  return {
    name: entry.name,
    kind: entry.kind,
    product: entry.product,
    plan: entry.plan,
    path: apiPagePathname(entry).replace(/\/$/, ''),
    members: entry.members.map(({ name, default: value, plan }) => ({ name, default: value, plan })),
  };
});
// Hooks have no page of their own, but a guide may say which package ships one.
for (const hook of manifest.hooks) {
  entries.push({ name: hook.name, kind: 'hook', product: hook.product, plan: hook.plan, path: '', members: [] });
}
// An export left out of the reference (`Unstable_SankeyChart`) still has the plan of its package.
for (const excluded of manifest.excluded) {
  const product = productOfPackage(excluded.packageName);
  if (product) {
    entries.push({
      name: excluded.name,
      kind: 'excluded',
      product,
      plan: planOfPackage(excluded.packageName),
      path: '',
      members: [],
    });
  }
}
const reference: ClaimReference = { entries, pagePlans: pagePlans() };

const files = fs
  .readdirSync(dataDir, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.md'))
  .sort();
const results: Array<{ file: string; result: ClaimResult }> = [];
for (const file of files) {
  const source = fs.readFileSync(path.join(dataDir, file), 'utf8');
  // The folder names the product (`data/data-grid/…`, `data/api/charts/…`); other folders span them all.
  const folder = file.split('/')[0] === 'api' ? file.split('/')[1] : file.split('/')[0];
  const product = productOfPackage(`@mui/x-${folder}`) as ApiProduct | undefined;
  const context = claimContext(source, product, reference);
  for (const result of checkClaims(findClaims(source), context, reference)) {
    results.push({ file: `data/${file}`, result });
  }
}

const of = (status: ClaimResult['status']) => results.filter(({ result }) => result.status === status);
const checked = of('checked');
const mismatches = of('mismatch');
const unverifiable = of('unverifiable');
const unmatched = of('unmatched');
const countKind = (list: typeof results, kind: 'default' | 'plan') =>
  list.filter(({ result }) => result.statement.kind === kind).length;

const verbose = process.argv.includes('--verbose');
if (unverifiable.length > 0) {
  console.log(
    `Not comparable (${unverifiable.length}): the prop is found but its reference default is missing or prose`,
  );
  if (verbose) unverifiable.forEach(({ file, result }) => console.log(`  ${describeResult(file, result)}`));
}
if (unmatched.length > 0) {
  console.log(`Unmatched (${unmatched.length}): statements that name no prop, component, package or page`);
  unmatched.forEach(({ file, result }) => console.log(`  ${describeResult(file, result)}`));
}
if (verbose) checked.forEach(({ file, result }) => console.log(`  ${describeResult(file, result)}`));
mismatches.forEach(({ file, result }) => console.error(describeResult(file, result)));

console.log(
  `Claims: ${results.length} statements found; ${checked.length + mismatches.length} checked ` +
    `(${countKind(checked, 'default') + countKind(mismatches, 'default')} defaults, ` +
    `${countKind(checked, 'plan') + countKind(mismatches, 'plan')} plans), ${mismatches.length} mismatches; ` +
    `${unverifiable.length} not comparable, ${unmatched.length} unmatched.`,
);
let failed = false;
if (mismatches.length > 0) {
  console.error(`${mismatches.length} claim(s) in the guides disagree with the API reference.`);
  failed = true;
}
if (unmatched.length * 10 >= results.length) {
  console.error(`Unmatched statements are ${unmatched.length} of ${results.length}: they must stay under a tenth.`);
  failed = true;
}
if (failed) process.exit(1);
