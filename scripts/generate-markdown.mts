// After `next build`: publishes every page as Markdown beside its HTML (`/x/react-data-grid/sorting/`
// → `/x/react-data-grid/sorting.md`, with one file per code variant and styling of its demos, see
// src/markdown/markdownFileUrl.ts), and `/llms.txt` and `/llms-full.txt` for the English
// pages. Pages come from the site's route list, never from what out/ happens to hold.
import fs from 'node:fs';
import path from 'node:path';
import { CODE_STYLINGS, CODE_VARIANTS, DEFAULT_CODE_STYLING, DEFAULT_CODE_VARIANT } from '../src/code/codePreferences';
import { demoSourceFiles } from '../src/demos/demoSourceFiles.server';
import type { DemoSourceFiles } from '../src/demos/types';
import { translate } from '../src/i18n/translate';
import { pageToTitleI18n } from '../src/nav/pageToTitle';
import { titleDictionary } from '../src/site/siteData';
import { llmsSections, type RouteEntry } from '../src/markdown-export/llmsSections';
import { llmsFullTxt, llmsTxt, type LlmsHeader } from '../src/markdown-export/llmsTxt';
import { markdownFileUrl } from '../src/markdown/markdownFileUrl';
import { markdownPlanMark, planTableOf } from '../src/markdown/planTable';
import type { Language } from '../src/i18n/languages';
import { documentStylings, renderMarkdown } from '../src/markdown-export/renderMarkdown';
import { liveContent, liveSite } from '../src/site/liveSite.server';
import { OUT_DIR } from './lib/paths';

const started = performance.now();
const DATA_DIR = liveContent.dataDir;
const en = liveContent.dictionaries.en;

const demoCache = new Map<string, DemoSourceFiles>();
const demoFiles = (demoId: string): DemoSourceFiles => {
  let files = demoCache.get(demoId);
  if (!files) {
    files = demoSourceFiles(path.join(DATA_DIR, `${demoId}.tsx`));
    demoCache.set(demoId, files);
  }
  return files;
};

const choices = CODE_VARIANTS.flatMap((codeVariant) =>
  CODE_STYLINGS.map((codeStyling) => ({ codeVariant, codeStyling })),
);
const defaultChoice = { codeVariant: DEFAULT_CODE_VARIANT, codeStyling: DEFAULT_CODE_STYLING };

const written = new Set<string>();
let bytes = 0;
const write = (url: string, text: string) => {
  const file = path.join(OUT_DIR, url);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  written.add(url);
  bytes += Buffer.byteLength(text);
};

/** A product's plan table in a language, from the navigation tree's plan tags (as on the HTML page). */
const planTable = (product: string, language: Language): string => {
  const titles = { current: titleDictionary(liveContent.dictionaries[language]), fallback: titleDictionary(en) };
  const titleOf = (page: Parameters<typeof pageToTitleI18n>[0]) => pageToTitleI18n(page, titles);
  return planTableOf(liveContent.pages, { language, titleOf, mark: markdownPlanMark }, 'generate-markdown')(product);
};

const englishEntries: RouteEntry[] = [];
const englishPages: Array<{ url: string; markdown: string }> = [];
for (const routeUrl of liveSite.urls) {
  const { route, language, url } = routeUrl;
  const document = liveSite.markdown(routeUrl, { demoFiles, planTable });
  if (!document) continue;
  const stylings = documentStylings(document);
  for (const choice of choices) {
    const fileUrl = markdownFileUrl(url, stylings, choice);
    if (!written.has(fileUrl)) write(fileUrl, renderMarkdown(document, choice));
  }
  if (language === 'en') {
    const { title, description } = document;
    englishEntries.push({ route, title, description, url: markdownFileUrl(url, stylings, defaultChoice) });
    englishPages.push({ url, markdown: renderMarkdown(document, defaultChoice) });
  }
}

const englishTitles = titleDictionary(en);
const titles = { current: englishTitles, fallback: englishTitles };
const llmsHeader: LlmsHeader = {
  title: 'MUI X',
  summary: translate({ current: en, fallback: en }, 'landingDescription'),
  details:
    'Every page below is the Markdown version of a documentation page: its prose, the TypeScript source of each ' +
    'demo and its tables. Drop the `.md` from an address (adding `/`) for the HTML page; a page with demos is ' +
    'also published with them in JavaScript (`.js.md`) and in other stylings (`.tailwind.md`, `.css.md`). ' +
    '`/llms-full.txt` holds every page in one file.',
};
const sections = llmsSections(liveContent.pages, englishEntries, (group) => pageToTitleI18n(group, titles));
fs.writeFileSync(path.join(OUT_DIR, 'llms.txt'), llmsTxt(llmsHeader, sections));
const full = llmsFullTxt(llmsHeader, englishPages);
fs.writeFileSync(path.join(OUT_DIR, 'llms-full.txt'), full);

const kib = (count: number) => `${(count / 1024).toFixed(0)} KiB`;
console.log(
  `generate-markdown: ${written.size} .md files (${kib(bytes)}) for ${englishEntries.length} English pages and ` +
    `their translations; llms.txt lists ${englishEntries.length} pages, llms-full.txt ${kib(Buffer.byteLength(full))}; ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s`,
);
