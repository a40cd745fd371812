// Counts the docs content per product: for every English page (data/<product>/**/<name>.md, not
// the -zh/-pt translations) its number of demos ({{"demo": ...}} lines) and its words of prose
// (without front matter, fenced code, demo lines, HTML tags and link URLs); then per product the
// totals and the feature pages that look thin (under 300 words or under 2 demos); and at the end
// the Chinese pages (*-zh.md) of each product. Plain Node, no dependencies; always exits 0.
// Usage: node scripts/count-docs.mjs   (from the repository root)
import fs from 'node:fs';
import path from 'node:path';

const DATA = path.join(process.cwd(), 'data');
// `features: false`: the product has no feature pages (its pages are guides, never flagged).
const PRODUCTS = [
  { name: 'Data Grid', dir: 'data-grid', features: true },
  { name: 'Date and Time Pickers', dir: 'date-pickers', features: true },
  { name: 'Charts', dir: 'charts', features: true },
  { name: 'Tree View', dir: 'tree-view', features: true },
  { name: 'Introduction', dir: 'introduction', features: false },
];
// Pages that are not about one feature: the overview (data/<product>/<product>.md) and these.
const NOT_FEATURES = new Set(['getting-started', 'quickstart']);
const MIN_WORDS = 300;
const MIN_DEMOS = 2;
const DEMO_LINE = /^\s*\{\{\s*"demo"\s*:/;

/** Every .md file under `dir`, sorted, as paths relative to `dir`. */
function markdownFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true })
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

const isTranslation = (file) => /-(zh|pt)\.md$/.test(file);

/** The page a file stands for: its folder (`sorting/sorting.md` → `sorting`), else its path. */
function pageName(file) {
  const { dir, name } = path.posix.parse(file);
  if (!dir) return `(overview) ${name}`;
  return path.posix.basename(dir) === name ? dir : `${dir}/${name}`;
}

function countPage(markdown) {
  const lines = markdown.replace(/^---\n[\s\S]*?\n---\n/, '').split('\n');
  let demos = 0;
  let fence = null;
  const prose = [];
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

const pad = (value, width) => String(value).padStart(width);
const chinese = [];

for (const product of PRODUCTS) {
  const root = path.join(DATA, product.dir);
  const files = markdownFiles(root);
  chinese.push({ product, files: files.filter((file) => file.endsWith('-zh.md')) });
  const pages = files
    .filter((file) => !isTranslation(file))
    .map((file) => ({ name: pageName(file), ...countPage(fs.readFileSync(path.join(root, file), 'utf8')) }));

  console.log(`\n${product.name} (data/${product.dir})`);
  console.log(`  ${'page'.padEnd(48)} ${pad('demos', 5)} ${pad('words', 6)}`);
  for (const page of pages) console.log(`  ${page.name.padEnd(48)} ${pad(page.demos, 5)} ${pad(page.words, 6)}`);

  const demos = pages.reduce((sum, page) => sum + page.demos, 0);
  const words = pages.reduce((sum, page) => sum + page.words, 0);
  console.log(`  Total: ${pages.length} pages, ${demos} demos, ${words} words`);
  const isFeature = (page) => !page.name.startsWith('(overview)') && !NOT_FEATURES.has(page.name);
  const features = product.features ? pages.filter(isFeature) : [];
  const thin = features.filter((page) => page.words < MIN_WORDS || page.demos < MIN_DEMOS);
  console.log(`  Feature pages under ${MIN_WORDS} words or ${MIN_DEMOS} demos: ${thin.length}/${features.length}`);
  for (const page of thin) console.log(`    ${page.name} (${page.words} words, ${page.demos} demos)`);
}

console.log('\nChinese pages (*-zh.md)');
for (const { product, files } of chinese) {
  console.log(`  ${product.name}: ${files.length ? files.join(', ') : 'none'}`);
}
