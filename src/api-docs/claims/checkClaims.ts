// Build time: compares the statements findClaims reads with the extracted API reference. A
// statement is tied to the prop (or component, package, page) it is about, never guessed: one that
// names nothing the reference knows is "unmatched", one whose prop has no default in the reference
// is "unverifiable"; both are listed by the gate. Pure: statements and reference in, results out.
import type { ApiPlan, ApiProduct } from '../types';
import {
  isLiteral,
  planOfPackage,
  refsOf,
  type ClaimRef,
  type DefaultStatement,
  type PlanStatement,
  type Statement,
} from './findClaims';

export interface ClaimMember {
  name: string;
  default?: string;
  /** The plan that adds the member, when above its entry's (`GridApi.exportDataAsExcel`). */
  plan?: ApiPlan;
}

export interface ClaimEntry {
  name: string;
  /** An interface (`GridColDef`, `AxisConfig`) describes an option object rather than a component. */
  kind?: 'component' | 'interface' | 'hook' | 'excluded';
  product: ApiProduct;
  plan: ApiPlan;
  /** The API page's path without its trailing slash: `/x/api/data-grid/data-grid`. */
  path: string;
  members: ClaimMember[];
}

export interface ClaimReference {
  entries: readonly ClaimEntry[];
  /** The plan of every docs page (`/x/react-data-grid/aggregation` → premium), without trailing slash. */
  pagePlans: ReadonlyMap<string, ApiPlan>;
}

/** What a page is about: its product and the API entries it names (front matter and links). */
export interface ClaimContext {
  product?: ApiProduct;
  entryNames: ReadonlySet<string>;
}

export type ClaimResult =
  | { status: 'checked'; statement: Statement; subject: string; claimed: string }
  | { status: 'mismatch'; statement: Statement; subject: string; claimed: string; actual: string }
  | { status: 'unverifiable'; statement: Statement; subject: string; reason: string }
  | { status: 'unmatched'; statement: Statement };

const PLAN_ORDER: readonly ApiPlan[] = ['community', 'pro', 'premium'];
const lowestPlan = (plans: ApiPlan[]): ApiPlan =>
  PLAN_ORDER[Math.min(...plans.map((plan) => PLAN_ORDER.indexOf(plan)))];

/** `"dense"` and `'dense'`, `{ hours: 1 }` and `{hours:1}`, `12px` and `12` compare equal. */
export function normalizeValue(value: string): string {
  return value
    .trim()
    .replace(/"/g, "'")
    .replace(/\s+/g, '')
    .replace(/,([\]}])/g, '$1')
    .replace(/^(-?\d+(?:\.\d+)?)px$/, '$1');
}

/** The components every page of a product is about, whether it names them or not. */
const PRODUCT_COMPONENTS: Record<ApiProduct, string[]> = {
  'data-grid': ['DataGrid'],
  'tree-view': ['RichTreeView', 'SimpleTreeView'],
  'date-pickers': [],
  charts: [],
};

/** The entries a page names: in its front matter's `components:`, its links to API pages and its code. */
export function claimContext(source: string, product: ApiProduct | undefined, reference: ClaimReference): ClaimContext {
  const names = new Set<string>(product ? PRODUCT_COMPONENTS[product] : []);
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  for (const field of frontMatter.matchAll(/^components:\s*(.+)$/gm)) {
    field[1].split(',').forEach((name) => names.add(name.trim()));
  }
  const known = new Set(reference.entries.map((entry) => entry.name));
  for (const ref of refsOf(source)) {
    if (ref.kind === 'api') {
      const entry = reference.entries.find((candidate) => candidate.path === ref.path);
      if (entry) names.add(entry.name);
    } else if (ref.kind === 'code') {
      const name = ref.text.replace(/^<|\s.*$|\/?>$/g, '');
      if (known.has(name)) names.add(name);
    }
  }
  return { product, entryNames: names };
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;
const baseName = (name: string) => name.replace(/(Pro|Premium)$/, '');

interface MemberMatch {
  subject: string;
  members: Array<{ entry: ClaimEntry; member: ClaimMember }>;
}

function membersNamed(entries: readonly ClaimEntry[], name: string) {
  return entries.flatMap((entry) =>
    entry.members.filter((member) => member.name === name).map((member) => ({ entry, member })),
  );
}

/** The prop a reference names: the linked one, else one of the entries the page names (with their Pro and Premium twins). */
function resolveMember(ref: ClaimRef, context: ClaimContext, reference: ClaimReference): MemberMatch | null {
  if (ref.kind === 'api') {
    if (!ref.member) return null;
    const entry = reference.entries.find((candidate) => candidate.path === ref.path);
    const member = entry?.members.find((candidate) => candidate.name === ref.member);
    return entry && member ? { subject: `${entry.name}.${member.name}`, members: [{ entry, member }] } : null;
  }
  if (ref.kind !== 'code' || !IDENTIFIER.test(ref.text) || isLiteral(ref.text)) return null;
  const ofProduct = reference.entries.filter((entry) => !context.product || entry.product === context.product);
  const segments = ref.text.split('.');
  let candidates: ClaimEntry[];
  if (segments.length === 2) {
    // `filterModel.quickFilterExcludeHiddenColumns`: a member of the interface named after the first
    // segment (`GridFilterModel`); `slider.showTooltip` names no entry and stays unmatched.
    const owner = segments[0].charAt(0).toUpperCase() + segments[0].slice(1);
    candidates = ofProduct.filter((entry) => entry.name === owner || entry.name === `Grid${owner}`);
  } else if (segments.length === 1) {
    const families = new Set([...context.entryNames].map(baseName));
    candidates = ofProduct.filter((entry) => families.has(baseName(entry.name)));
    // An option the page's components do not have may be a field of one of the product's option
    // objects (`hasCellUnit` of `GridAggregationFunction`, `categoryGapRatio` of `AxisConfig`).
    if (membersNamed(candidates, ref.text).length === 0) {
      candidates = ofProduct.filter((entry) => entry.kind === 'interface');
    }
  } else {
    return null;
  }
  const members = membersNamed(candidates, segments[segments.length - 1]);
  return members.length > 0 ? { subject: ref.text, members } : null;
}

function checkDefault(statement: DefaultStatement, context: ClaimContext, reference: ClaimReference): ClaimResult {
  let match: MemberMatch | null = null;
  const before = statement.refs.filter((ref) => ref.end <= statement.valueStart).reverse();
  const after = statement.refs.filter((ref) => ref.start >= statement.valueStart);
  // The sentence's own names before the value, then those of the text around it, then the rest.
  for (const ref of [...before, ...statement.contextRefs, ...after]) {
    match = resolveMember(ref, context, reference);
    if (match) break;
  }
  if (!match) return { status: 'unmatched', statement };
  const { subject } = match;
  const defaults = [...new Set(match.members.flatMap(({ member }) => (member.default ? [member.default] : [])))];
  if (defaults.length === 0) {
    return { status: 'unverifiable', statement, subject, reason: 'the reference gives no default' };
  }
  const claimed = normalizeValue(statement.value);
  if (defaults.some((value) => normalizeValue(value) === claimed)) {
    return { status: 'checked', statement, subject, claimed: statement.value };
  }
  // "`position` (… or `'none'`, the default)" about a prop whose default is `{ position: 'none' }`.
  const keys = statement.refs.filter(
    (ref) => ref.kind === 'code' && ref.start < statement.valueStart && /^\w+$/.test(ref.text),
  );
  for (const key of keys) {
    const name = key.kind === 'code' ? key.text : '';
    const field = `${name}:${claimed}`;
    const hasField = (value: string) =>
      ['{', ','].some((open) => ['}', ','].some((close) => normalizeValue(value).includes(`${open}${field}${close}`)));
    if (defaults.some(hasField)) {
      return { status: 'checked', statement, subject: `${subject}.${name}`, claimed: statement.value };
    }
  }
  const literal = defaults.filter(isLiteral);
  if (literal.length !== defaults.length) {
    return {
      status: 'unverifiable',
      statement,
      subject,
      reason: `the reference's default is prose: ${defaults.join(' / ')}`,
    };
  }
  if (new Set(literal.map(normalizeValue)).size > 1) {
    return {
      status: 'unverifiable',
      statement,
      subject,
      reason: `the entries with this prop disagree: ${literal.join(' / ')}`,
    };
  }
  return { status: 'mismatch', statement, subject, claimed: statement.value, actual: literal[0] };
}

/** The lowest plan that has a member: across the entry's family (`DataGrid`, `DataGridPro`, `DataGridPremium`). */
function memberPlan(members: MemberMatch['members'], reference: ClaimReference): ApiPlan {
  const plans = members.flatMap(({ entry, member }) => {
    const family = reference.entries.filter(
      (candidate) => candidate.product === entry.product && baseName(candidate.name) === baseName(entry.name),
    );
    return family.flatMap((relative) =>
      relative.members
        .filter((candidate) => candidate.name === member.name)
        .map((candidate) => candidate.plan ?? relative.plan),
    );
  });
  return lowestPlan(plans);
}

/** What a reference names and its plan: a package, an API entry or prop, or a docs page. */
function planOf(
  ref: ClaimRef,
  context: ClaimContext,
  reference: ClaimReference,
): { subject: string; plan: ApiPlan } | null {
  if (ref.kind === 'page') {
    const plan = reference.pagePlans.get(ref.path);
    return plan ? { subject: `${ref.path}/`, plan } : null;
  }
  if (ref.kind === 'code' && /^@mui\/x-[a-z-]+$/.test(ref.text)) {
    return { subject: ref.text, plan: planOfPackage(ref.text) };
  }
  const member = resolveMember(ref, context, reference);
  if (member) return { subject: member.subject, plan: memberPlan(member.members, reference) };
  const named = reference.entries.filter((entry) =>
    ref.kind === 'api' ? entry.path === ref.path : entry.name === ref.text.replace(/^<|\s*\/?>$/g, ''),
  );
  const entry = named.find((candidate) => candidate.product === context.product) ?? named[0];
  return entry ? { subject: entry.name, plan: entry.plan } : null;
}

function checkShipsIn(statement: PlanStatement, reference: ClaimReference): ClaimResult {
  const { subject, packageName } = statement.shipsIn as NonNullable<PlanStatement['shipsIn']>;
  const name = subject.kind === 'code' ? subject.text : '';
  const product = productOfPackageName(packageName);
  const entry = reference.entries.find((candidate) => candidate.name === name && candidate.product === product);
  if (!entry) return { status: 'unmatched', statement };
  // A higher plan's package re-exports what the lower plans have.
  return PLAN_ORDER.indexOf(entry.plan) <= PLAN_ORDER.indexOf(statement.plan)
    ? { status: 'checked', statement, subject: entry.name, claimed: packageName }
    : { status: 'mismatch', statement, subject: entry.name, claimed: packageName, actual: `${entry.plan} plan` };
}

const productOfPackageName = (name: string) =>
  /^@mui\/x-(data-grid|date-pickers|charts|tree-view)/.exec(name)?.[1] as ApiProduct | undefined;

function checkPlan(statement: PlanStatement, context: ClaimContext, reference: ClaimReference): ClaimResult {
  if (statement.shipsIn) return checkShipsIn(statement, reference);
  const before = statement.refs.filter((ref) => ref.end <= statement.phraseStart).reverse();
  const between = (ref: ClaimRef) => statement.text.slice(ref.end, statement.phraseStart);
  // A heading's plan is about what its section opens with; `X (Pro)` is about X only when nothing
  // but spaces separates them; `X is a Pro feature` about an X in the same clause.
  const near = statement.adjacent
    ? before.slice(0, 1).filter((ref) => between(ref).trim() === '')
    : before.filter((ref) => !/[;|:]/.test(between(ref)) && between(ref).length <= 80);
  // A table row's plan is about its first cell when nothing nearer is named.
  const candidates = /^#/.test(statement.text) ? statement.contextRefs : [...near, ...statement.contextRefs];
  for (const ref of candidates) {
    const found = planOf(ref, context, reference);
    if (!found) continue;
    return found.plan === statement.plan
      ? { status: 'checked', statement, subject: found.subject, claimed: statement.plan }
      : { status: 'mismatch', statement, subject: found.subject, claimed: statement.plan, actual: found.plan };
  }
  return { status: 'unmatched', statement };
}

/** Each statement of a page, checked against the reference. */
export function checkClaims(
  statements: readonly Statement[],
  context: ClaimContext,
  reference: ClaimReference,
): ClaimResult[] {
  return statements.map((statement) =>
    statement.kind === 'default'
      ? checkDefault(statement, context, reference)
      : checkPlan(statement, context, reference),
  );
}

/** One line of the gate's report for a result. */
export function describeResult(file: string, result: ClaimResult): string {
  const where = `${file}:${result.statement.line}`;
  const what = result.statement.kind === 'default' ? 'default' : 'plan';
  switch (result.status) {
    case 'mismatch':
      return `${where}: ${what} of ${result.subject}: the page says ${result.claimed}, the API reference ${result.actual}`;
    case 'unverifiable':
      return `${where}: ${what} of ${result.subject} (${result.statement.kind === 'default' ? result.statement.value : result.statement.plan}): ${result.reason}`;
    case 'unmatched':
      return `${where}: ${what} statement names no prop the reference has: "${result.statement.text.slice(0, 140)}"`;
    default:
      return `${where}: ${what} of ${result.subject}: ${result.claimed}`;
  }
}
