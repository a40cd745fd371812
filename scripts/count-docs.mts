// Counts the docs content per product: for every English page (data/<product>/**/<name>.md, not
// the -zh/-pt translations) its number of demos ({{"demo": ...}} lines) and its words of prose
// (without front matter, fenced code, demo lines, HTML tags and link URLs); then per product the
// totals and the feature pages that look thin (under 300 words or under 2 demos); and at the end
// the Chinese pages (*-zh.md) of each product; then, per component, the share of its props that
// the product's guides name (in backticks, or linked to `#prop-…`) or set on it in a demo, from
// the extracted API reference (generated/api/, `npx tsx scripts/extract-api.mts`).
// Always exits 0.
// When the reference's counts are at hand (../shared/reference-demo-counts.tsv, or --reference
// <file>), the routes whose page shows fewer live demos than the reference's are listed.
// Usage: npx tsx scripts/count-docs.mts [--missing] [--reference file]   (from the repository root;
// --missing lists the props that no guide teaches, of every component)
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { loadApiEntry, loadApiManifest } from '../src/api-docs/loadApiReference.server';
import { findDemoModules } from '../src/demos/findDemoFiles.server';
import { GENERATED_DIR } from './lib/paths';

const DATA = path.join(process.cwd(), 'data');

interface Product {
  name: string;
  /** The product's folder under data/. */
  dir: string;
  /** Its routes' segment after /x/ (`react-data-grid`), for the reference's counts. */
  route?: string;
  features: boolean;
  main: string[];
}

interface PageCount {
  name: string;
  demos: number;
  words: number;
}
// `features: false`: the product has no feature pages (its pages are guides, never flagged).
// `main`: the components whose prop coverage is listed one by one (the others count in the total).
const PRODUCTS: Product[] = [
  {
    name: 'Data Grid',
    dir: 'data-grid',
    route: 'react-data-grid',
    features: true,
    main: ['DataGrid', 'DataGridPro', 'DataGridPremium'],
  },
  {
    name: 'Date and Time Pickers',
    dir: 'date-pickers',
    route: 'react-date-pickers',
    features: true,
    main: ['DatePicker', 'DateTimePicker', 'TimePicker', 'DateRangePicker', 'DateTimeRangePicker', 'TimeRangePicker'],
  },
  {
    name: 'Charts',
    dir: 'charts',
    route: 'react-charts',
    features: true,
    main: [
      'LineChart',
      'BarChart',
      'PieChart',
      'ScatterChart',
      'RadarChart',
      'SparkLineChart',
      'Gauge',
      'LineChartPro',
      'BarChartPro',
      'ScatterChartPro',
      'PieChartPro',
      'RadarChartPro',
      'FunnelChart',
      'Heatmap',
    ],
  },
  {
    name: 'Tree View',
    dir: 'tree-view',
    route: 'react-tree-view',
    features: true,
    main: ['RichTreeView', 'RichTreeViewPro', 'SimpleTreeView', 'TreeItem'],
  },
  { name: 'Introduction', dir: 'introduction', features: false, main: [] },
];
// Pages that are not about one feature: the overview (data/<product>/<product>.md) and these.
const NOT_FEATURES = new Set(['getting-started', 'quickstart']);
const MIN_WORDS = 300;
const MIN_DEMOS = 2;
const DEMO_LINE = /^\s*\{\{\s*"demo"\s*:/;

/** Every .md file under `dir`, sorted, as paths relative to `dir`. */
function markdownFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

const isTranslation = (file: string) => /-(zh|pt)\.md$/.test(file);

/** The page a file stands for: its folder (`sorting/sorting.md` → `sorting`), else its path. */
function pageName(file: string): string {
  const { dir, name } = path.posix.parse(file);
  if (!dir) return `(overview) ${name}`;
  return path.posix.basename(dir) === name ? dir : `${dir}/${name}`;
}

function countPage(markdown: string): Omit<PageCount, 'name'> {
  const lines = markdown.replace(/^---\n[\s\S]*?\n---\n/, '').split('\n');
  let demos = 0;
  let fence: string | null = null;
  const prose: string[] = [];
  for (const line of lines) {
    const marker = line.match(/^\s*(`{3,}|~{3,})/);
    if (fence) {
      if (marker && marker[1][0] === fence[0] && marker[1].length >= fence.length) fence = null;
    } else if (marker) {
      fence = marker[1];
    } else if (DEMO_LINE.test(line)) {
      demos += 1;
    } else {
      prose.push(line);
    }
  }
  const text = prose
    .join('\n')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?[a-zA-Z][^>]*>/g, ' ') // HTML tags (their text content stays)
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // [text](url) → text
    .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, ' ') // [ref]: url
    .replace(/https?:\/\/\S+/g, ' ') // bare URLs
    .replace(/^\s*:::\s*\w*\s*$/gm, ' '); // callout fences
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’_.-]*/gu) ?? [];
  return { demos, words: words.length };
}

const pad = (value: string | number, width: number) => String(value).padStart(width);
const chinese: { product: Product; files: string[] }[] = [];
/** Demos per page, by `<product dir>:<page name>`, for the comparison with the reference. */
const demosByPage = new Map<string, number>();

for (const product of PRODUCTS) {
  const root = path.join(DATA, product.dir);
  const files = markdownFiles(root);
  chinese.push({ product, files: files.filter((file) => file.endsWith('-zh.md')) });
  const pages: PageCount[] = files
    .filter((file) => !isTranslation(file))
    .map((file) => ({ name: pageName(file), ...countPage(fs.readFileSync(path.join(root, file), 'utf8')) }));

  for (const page of pages) demosByPage.set(`${product.dir}:${page.name}`, page.demos);

  console.log(`\n${product.name} (data/${product.dir})`);
  console.log(`  ${'page'.padEnd(48)} ${pad('demos', 5)} ${pad('words', 6)}`);
  for (const page of pages) console.log(`  ${page.name.padEnd(48)} ${pad(page.demos, 5)} ${pad(page.words, 6)}`);

  const demos = pages.reduce((sum, page) => sum + page.demos, 0);
  const words = pages.reduce((sum, page) => sum + page.words, 0);
  console.log(`  Total: ${pages.length} pages, ${demos} demos, ${words} words`);
  const isFeature = (page: PageCount) => !page.name.startsWith('(overview)') && !NOT_FEATURES.has(page.name);
  const features = product.features ? pages.filter(isFeature) : [];
  const thin = features.filter((page) => page.words < MIN_WORDS || page.demos < MIN_DEMOS);
  console.log(`  Feature pages under ${MIN_WORDS} words or ${MIN_DEMOS} demos: ${thin.length}/${features.length}`);
  for (const page of thin) console.log(`    ${page.name} (${page.words} words, ${page.demos} demos)`);
}

// The reference's live demos per route (a file of the workplace beside the repository, or --reference).
const referenceArgument = process.argv.indexOf('--reference');
const referenceFile =
  referenceArgument > 0
    ? process.argv[referenceArgument + 1]
    : path.join(process.cwd(), '..', 'shared', 'reference-demo-counts.tsv');
if (fs.existsSync(referenceFile)) {
  const rows = fs
    .readFileSync(referenceFile, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('/'))
    .map((line) => {
      const [route, reference] = line.split('\t');
      const [, productRoute, ...rest] = route.split('/').filter(Boolean);
      const dir = PRODUCTS.find((product) => product.route === productRoute)?.dir;
      const ours = demosByPage.get(`${dir}:${rest.length ? rest.join('/') : `(overview) ${dir}`}`);
      return { route, reference: Number(reference), ours };
    });
  const short = rows.filter(({ reference, ours }) => ours === undefined || ours < reference);
  const total = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
  console.log(`\nAgainst the reference (${path.relative(process.cwd(), referenceFile)}): ${rows.length} routes`);
  console.log(`  demos on them: ours ${total((row) => row.ours ?? 0)}, the reference ${total((row) => row.reference)}`);
  console.log(`  routes with fewer demos than the reference: ${short.length}`);
  for (const { route, reference, ours } of short) console.log(`    ${route} ${ours ?? 'no page'} < ${reference}`);
}

/** Per JSX tag name, the attribute names the demos set on it (`<DataGrid rows={…} />` → rows). */
function attributesByTag(files: string[]): Map<string, Set<string>> {
  const byTag = new Map<string, Set<string>>();
  for (const file of files) {
    const source = ts.createSourceFile(
      file,
      fs.readFileSync(file, 'utf8'),
      ts.ScriptTarget.Latest,
      false,
      ts.ScriptKind.TSX,
    );
    const visit = (node: ts.Node): void => {
      if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
        const tag = node.tagName.getText(source);
        const attributes = byTag.get(tag) ?? new Set<string>();
        byTag.set(tag, attributes);
        for (const attribute of node.attributes.properties) {
          if (ts.isJsxAttribute(attribute)) attributes.add(attribute.name.getText(source));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return byTag;
}

/** Names the guides teach: the first identifier of each backticked span, and `#prop-…` anchors. */
function namesInGuides(markdownTexts: string[]): Set<string> {
  const names = new Set<string>();
  for (const text of markdownTexts) {
    for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) {
      const first = code.match(/^[A-Za-z_$][\w$]*/);
      if (first) names.add(first[0]);
    }
    for (const [, name] of text.matchAll(/#prop-([\w$]+)/g)) names.add(name);
  }
  return names;
}

const manifest = loadApiManifest(GENERATED_DIR);
if (!manifest) {
  console.log('\nProp coverage: no API reference yet (run `npx tsx scripts/extract-api.mts`).');
} else {
  const showMissing = process.argv.includes('--missing');
  console.log('\nProp coverage: props named in the guides (backticks or #prop- links) or set in a demo');
  for (const product of PRODUCTS.filter((candidate) => candidate.main.length)) {
    const root = path.join(DATA, product.dir);
    const guides = namesInGuides(
      markdownFiles(root)
        .filter((file) => !isTranslation(file))
        .map((file) => fs.readFileSync(path.join(root, file), 'utf8')),
    );
    const attributes = attributesByTag(findDemoModules(root, { variants: true }));
    const components = manifest.entries.filter((entry) => entry.product === product.dir && entry.kind === 'component');
    let taught = 0;
    let total = 0;
    const lines: string[] = [];
    for (const component of components) {
      const entry = loadApiEntry(GENERATED_DIR, component);
      const props = entry.members.filter((member) => !member.deprecated).map((member) => member.name);
      const setInDemos = attributes.get(component.name) ?? new Set<string>();
      const missing = props.filter((prop) => !guides.has(prop) && !setInDemos.has(prop));
      taught += props.length - missing.length;
      total += props.length;
      if (product.main.includes(component.name)) {
        const share = props.length ? Math.round((100 * (props.length - missing.length)) / props.length) : 100;
        lines.push(
          `    ${component.name.padEnd(28)} ${pad(props.length - missing.length, 4)}/${pad(props.length, 3)} ${pad(share, 4)}%`,
        );
        if (showMissing && missing.length) lines.push(`      missing: ${missing.join(', ')}`);
      } else if (showMissing && missing.length) {
        lines.push(`    ${component.name} missing: ${missing.join(', ')}`);
      }
    }
    const share = total ? ((100 * taught) / total).toFixed(1) : '100.0';
    console.log(`  ${product.name}: ${taught}/${total} props of ${components.length} components (${share}%)`);
    for (const line of lines) console.log(line);
  }
}

console.log('\nChinese pages (*-zh.md)');
for (const { product, files } of chinese) {
  console.log(`  ${product.name}: ${files.length ? files.join(', ') : 'none'}`);
}
