// Build time: the statements of the guides that the claims gate compares with the API reference
// (scripts/check-claims.mts): defaults ("defaults to `x`", "`x` by default", a table's Default
// column) and plans ("(Pro plan)", "is a Premium feature"). Pure: markdown in, statements out.

export type ClaimPlan = 'community' | 'pro' | 'premium';

/** Something a sentence names that a claim can be about, with its position in the sentence. */
export type ClaimRef =
  | { kind: 'api'; path: string; member?: string; label: string; start: number; end: number }
  | { kind: 'page'; path: string; start: number; end: number }
  | { kind: 'code'; text: string; start: number; end: number };

interface StatementBase {
  line: number;
  /** The sentence (or table row) the statement was read from. */
  text: string;
  /** What the sentence names, in order. */
  refs: ClaimRef[];
  /**
   * What the text around it names, nearest first, for a sentence that names nothing it can be
   * about ("The default is `150`."): the line's earlier sentences, then a list's lead-in paragraph;
   * for a heading, its section's first paragraph.
   */
  contextRefs: ClaimRef[];
}

export interface DefaultStatement extends StatementBase {
  kind: 'default';
  /** The value as written, without its backticks (`'dense'`, `150`). */
  value: string;
  valueStart: number;
  /** For a row of a table with a Default column: the row's first cell names the prop. */
  fromTableColumn?: boolean;
}

export interface PlanStatement extends StatementBase {
  kind: 'plan';
  plan: ClaimPlan;
  /** Where the phrase starts; the claim is about the reference just before it. */
  phraseStart: number;
  /** Whether the phrase must directly follow its subject (`X (Pro)`), or may come later (`X is a Pro feature`). */
  adjacent: boolean;
  /**
   * A statement that an export ships in a package (`` `DataGridPro` from `@mui/x-data-grid-pro` ``,
   * or a table row naming exports and one package): its subject and the package. A lower plan's
   * export is true too, since the higher packages re-export it.
   */
  shipsIn?: { subject: ClaimRef; packageName: string };
}

/** The plan of an `@mui/x-*` package name. */
export const planOfPackage = (name: string): ClaimPlan =>
  name.endsWith('-premium') ? 'premium' : name.endsWith('-pro') ? 'pro' : 'community';

const PACKAGE = /^@mui\/x-(?:data-grid|date-pickers|charts|tree-view)(?:-pro|-premium)?$/;

export type Statement = DefaultStatement | PlanStatement;

const LINK = /\[([^\]]*)\]\((\/x\/[^)\s#]*?)\/?(?:#([\w-]+))?\)/g;
const CODE = /`([^`]+)`/g;

/** A value a default can be compared on: a quoted string, number, boolean, null, array or object. */
export function isLiteral(text: string): boolean {
  const value = text.trim();
  return (
    /^(['"]).*\1$/.test(value) ||
    /^-?\d+(\.\d+)?(%|px|rem|em)?$/.test(value) ||
    /^(true|false|null|undefined)$/.test(value) ||
    /^\[.*\]$/.test(value) ||
    /^\{.*\}$/.test(value)
  );
}

/** The links and code spans of a sentence, in order; code inside a link's label belongs to the link. */
export function refsOf(sentence: string): ClaimRef[] {
  const refs: ClaimRef[] = [];
  const covered: Array<[number, number]> = [];
  for (const match of sentence.matchAll(LINK)) {
    const [whole, label, path, anchor] = match;
    const start = match.index;
    const end = start + whole.length;
    covered.push([start, end]);
    if (path.startsWith('/x/api/')) {
      const member = anchor?.startsWith('prop-') ? anchor.slice('prop-'.length) : undefined;
      refs.push({ kind: 'api', path, member, label: label.replace(/`/g, ''), start, end });
    } else {
      refs.push({ kind: 'page', path, start, end });
    }
  }
  for (const match of sentence.matchAll(CODE)) {
    const start = match.index;
    if (covered.some(([from, to]) => start >= from && start < to)) continue;
    refs.push({ kind: 'code', text: match[1], start, end: start + match[0].length });
  }
  return refs.sort((a, b) => a.start - b.start);
}

/** Code spans replaced by `x` of the same length, so that patterns never match inside them. */
function maskCode(text: string): string {
  return text.replace(CODE, (whole) => `\`${'x'.repeat(whole.length - 2)}\``);
}

/** The sentences of a prose line, each with its offset (a sentence ends at `.`, `!` or `?` then a capital). */
export function sentencesOf(text: string): Array<{ text: string; offset: number }> {
  const masked = maskCode(text);
  const sentences: Array<{ text: string; offset: number }> = [];
  let from = 0;
  for (const match of masked.matchAll(/[.!?]\)?\s+(?=[A-Z[`*(])/g)) {
    const to = match.index + match[0].length;
    sentences.push({ text: text.slice(from, to).trimEnd(), offset: from });
    from = to;
  }
  if (from < text.length) sentences.push({ text: text.slice(from), offset: from });
  return sentences;
}

/** `` `Name` from `@mui/x-pkg` `` in prose; group 1 is the export, group 2 the package. */
const SHIPS_IN = /`([A-Z]\w+)`(?: component| hook)? (?:from|in|of) `(@mui\/x-[a-z-]+)`/g;

// A bare number, not the start of a date (`1900-01-01`) or a time.
const BARE = String.raw`-?\d+(?:\.\d+)?%?(?![-/:]\d)(?:\s?(?:ms|px|pixels|milliseconds))?|true|false|null`;
const VALUE = String.raw`(\`[^\`]+\`|\b(?:${BARE})\b)`;
/** Phrases that give a default; group 1 is the value. */
const DEFAULT_PHRASES: RegExp[] = [
  new RegExp(String.raw`\bdefaults? to ${VALUE}`, 'gi'),
  new RegExp(String.raw`\bdefault(?: value)?(?: is| of|:)? ${VALUE}`, 'gi'),
  new RegExp(String.raw`${VALUE},? (?:by default|\((?:the )?default\b(?!:? \`)|is the default|the default\b)`, 'gi'),
  new RegExp(String.raw`\b(?:its|the) default,? ${VALUE}`, 'gi'),
  // "…, by default `x`", but not "`y` by default, `x` or `z`".
  new RegExp(String.raw`(?<!(?:\`|\d) ?)\bby default,? ${VALUE}`, 'gi'),
];

/** `150 ms` → `150`; `'dense'` stays. */
function valueText(raw: string): string {
  const text = raw.startsWith('`') ? raw.slice(1, -1) : raw;
  return text.replace(/\s?(?:ms|px|pixels|milliseconds)$/, '');
}

function defaultsOf(sentence: string): Array<{ value: string; start: number }> {
  const found = new Map<number, string>();
  for (const pattern of DEFAULT_PHRASES) {
    for (const match of sentence.matchAll(pattern)) {
      const raw = match[1];
      const start = match.index + match[0].indexOf(raw);
      const value = valueText(raw);
      if (isLiteral(value)) found.set(start, value);
    }
  }
  return [...found].sort(([a], [b]) => a - b).map(([start, value]) => ({ value, start }));
}

/** Phrases that say a plan is needed; group 1 is the plan. */
const PLAN_PHRASES: Array<{ pattern: RegExp; adjacent: boolean }> = [
  { pattern: /\((Pro|Premium)(?: plan| only| feature)?\)/g, adjacent: true },
  {
    pattern:
      /\b(?:is|are) (?:an? |only )?(?:in the )?(Pro|Premium)(?=(?:[- ]only)?(?: (?:feature|component|prop|plan)s?)?\s*(?:[.,;:)]|$))/g,
    adjacent: false,
  },
  {
    pattern: /\b(?:requires?|needs?) (?:the )?(Pro|Premium)(?=(?: plan| package)?\s*(?:[.,;:)]|$))/g,
    adjacent: false,
  },
];

function plansOf(sentence: string): Array<{ plan: ClaimPlan; start: number; adjacent: boolean }> {
  const masked = maskCode(sentence);
  const found: Array<{ plan: ClaimPlan; start: number; adjacent: boolean }> = [];
  for (const { pattern, adjacent } of PLAN_PHRASES) {
    for (const match of masked.matchAll(pattern)) {
      found.push({ plan: match[1].toLowerCase() as ClaimPlan, start: match.index, adjacent });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

const isTableRow = (text: string) => /^\s*\|.*\|\s*$/.test(text);
/** The cells of a table row, trimmed (a `|` inside code does not split). */
function cellsOf(row: string): string[] {
  const trimmed = row.trim();
  const masked = maskCode(trimmed);
  const cells: string[] = [];
  let from = 1;
  for (let index = 1; index < masked.length; index += 1) {
    if (masked[index] === '|' && masked[index - 1] !== '\\') {
      cells.push(trimmed.slice(from, index).trim());
      from = index + 1;
    }
  }
  return cells;
}

function shipsInStatement(line: number, text: string, subject: ClaimRef, packageName: string): PlanStatement {
  return {
    kind: 'plan',
    line,
    text,
    refs: [subject],
    contextRefs: [],
    plan: planOfPackage(packageName),
    phraseStart: subject.end,
    adjacent: true,
    shipsIn: { subject, packageName },
  };
}

/** Where a file is read: the table being read (its Default column) and the last paragraph's names. */
interface ReadingState {
  /** The index of the Default column of the table being read, or -1. */
  defaultColumn: number;
  /** What the last paragraph named: the lead-in of a list that follows it. */
  leadIn: ClaimRef[];
}

/**
 * A table row's own statements: the value of its Default column (about its first cell), and, for
 * a row naming exports in its first cell and one package, that each export ships in that package.
 * Null for a header or separator row, which has none (a header sets the Default column).
 */
function tableRowStatements(
  text: string,
  line: number,
  state: ReadingState,
): { statements: Statement[]; columnDefault: boolean } | null {
  const cells = cellsOf(text);
  if (cells.every((cell) => /^:?-+:?$/.test(cell))) return null;
  const headerIndex = cells.findIndex((cell) => /^default( value)?$/i.test(cell));
  if (headerIndex >= 0) {
    state.defaultColumn = headerIndex;
    return null;
  }
  const statements: Statement[] = [];
  const cell = state.defaultColumn >= 0 ? cells[state.defaultColumn] : undefined;
  if (cell !== undefined) {
    const value = valueText(cell);
    if (isLiteral(value)) {
      const first = text.trim().slice(0, text.trim().indexOf(cells[0]) + cells[0].length);
      statements.push({
        kind: 'default',
        line,
        text: text.trim(),
        refs: refsOf(first),
        contextRefs: [],
        value,
        valueStart: first.length,
        fromTableColumn: true,
      });
    }
  }
  const packages = cells
    .slice(1)
    .flatMap((other) =>
      refsOf(other).flatMap((ref) => (ref.kind === 'code' && PACKAGE.test(ref.text) ? [ref.text] : [])),
    );
  if (packages.length === 1 && !cells[0].includes('`@')) {
    for (const ref of refsOf(cells[0])) {
      if (ref.kind === 'code' && /^[A-Za-z]\w*$/.test(ref.text)) {
        statements.push(shipsInStatement(line, text.trim(), ref, packages[0]));
      }
    }
  }
  return { statements, columnDefault: cell !== undefined };
}

/** How a line is read: as a heading, a list item or a table row, and what its surroundings name. */
interface LineContext {
  line: number;
  text: string;
  heading: boolean;
  row: boolean;
  /** What the text around names (a heading's section opening, a list's lead-in), nearest first. */
  around: ClaimRef[];
  /** For a list item that opens with a name, that name. */
  itemSubject: ClaimRef[];
  /** Whether a table's Default column already gave the row's default. */
  columnDefault: boolean;
}

/** The statements of a line's sentences (a table row is read as one sentence). */
function sentenceStatements({
  line,
  text,
  heading,
  row,
  around,
  itemSubject,
  columnDefault,
}: LineContext): Statement[] {
  const statements: Statement[] = [];
  const sentences = row ? [{ text: text.trim(), offset: 0 }] : sentencesOf(text);
  const earlier: ClaimRef[] = [];
  for (const sentence of sentences) {
    const refs = refsOf(sentence.text);
    const contextRefs = [...[...earlier].reverse(), ...around];
    if (!columnDefault) {
      for (const { value, start } of defaultsOf(sentence.text)) {
        statements.push({ kind: 'default', line, text: sentence.text, refs, contextRefs, value, valueStart: start });
      }
    }
    for (const { plan, start, adjacent } of plansOf(sentence.text)) {
      statements.push({
        kind: 'plan',
        line,
        text: sentence.text,
        refs,
        contextRefs: heading ? around : row ? refsOf(cellsOf(text)[0] ?? '') : itemSubject,
        plan,
        phraseStart: start,
        adjacent: adjacent && !heading,
      });
    }
    for (const match of sentence.text.matchAll(SHIPS_IN)) {
      const subject = refs.find((ref) => ref.start === match.index);
      if (subject && PACKAGE.test(match[2])) statements.push(shipsInStatement(line, sentence.text, subject, match[2]));
    }
    earlier.push(...refs);
  }
  return statements;
}

/** A heading's section opening: its first paragraph that names something, before the next heading. */
function sectionOpening(lines: readonly string[], index: number): string {
  const rest = lines.slice(index + 1);
  const end = rest.findIndex((next) => /^#{1,6}\s/.test(next));
  return (
    (end < 0 ? rest : rest.slice(0, end)).find((next) => !/^\s*(:::|\{\{)/.test(next) && refsOf(next).length > 0) ?? ''
  );
}

/** Every default and plan statement of a markdown source, outside front matter and code blocks. */
export function findClaims(source: string): Statement[] {
  const statements: Statement[] = [];
  const lines = source.split('\n');
  let inFence = false;
  let inFrontMatter = lines[0]?.trim() === '---';
  const state: ReadingState = { defaultColumn: -1, leadIn: [] };
  lines.forEach((text, index) => {
    const line = index + 1;
    if (inFrontMatter) {
      if (index > 0 && text.trim() === '---') inFrontMatter = false;
      return;
    }
    if (/^\s*(```|~~~)/.test(text)) {
      inFence = !inFence;
      return;
    }
    if (inFence || /^\s*\{\{/.test(text)) return;

    const row = isTableRow(text);
    if (!row) state.defaultColumn = -1;
    const rowStatements = row ? tableRowStatements(text, line, state) : { statements: [], columnDefault: false };
    if (!rowStatements) return;
    statements.push(...rowStatements.statements);

    const heading = /^#{1,6}\s/.test(text);
    const listItem = /^\s*(?:[-*]|\d+\.)\s/.test(text);
    const around = heading ? refsOf(sectionOpening(lines, index)) : listItem ? [...state.leadIn].reverse() : [];
    // A list item that opens with a name (`- [Header filters](…): … (Pro).`) is about that name.
    const itemSubject = listItem
      ? refsOf(text)
          .filter((ref) => text.slice(0, ref.start).trim().length <= 1)
          .slice(0, 1)
      : [];
    statements.push(
      ...sentenceStatements({
        line,
        text,
        heading,
        row,
        around,
        itemSubject,
        columnDefault: rowStatements.columnDefault,
      }),
    );
    if (heading) state.leadIn = [];
    else if (!listItem && !row && text.trim() !== '') state.leadIn = refsOf(text);
  });
  return statements;
}
