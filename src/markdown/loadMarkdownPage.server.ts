import fs from 'node:fs';
import path from 'node:path';
import { loadDemoInfo } from '../demos/loadDemoInfo.server';
import type { Language } from '../i18n/languages';
import { demoIdForRoute, markdownFileForRoute } from './markdownFile';
import { parseMarkdown } from './parseMarkdown.server';
import { expandPlanTables } from './planTable';
import type { FrontMatter } from './frontMatter';
import type { MarkdownPage } from './types';

export interface LoadedPage {
  page: MarkdownPage;
  frontMatter: FrontMatter;
  /** False when the reader's language has no translation and English is shown instead. */
  translated: boolean;
  /** Path of the source file from the repository root, for the edit link. */
  sourceFile: string;
}

/**
 * Build time: the markdown file of a route in a language (relative to `data/`), falling back to
 * English, and its source.
 */
export function readMarkdownSource(
  dataDir: string,
  canonicalPathname: string,
  language: Language,
): { file: string; source: string; translated: boolean } {
  const localized = markdownFileForRoute(canonicalPathname, language);
  const english = markdownFileForRoute(canonicalPathname, 'en');
  const translated = language === 'en' || fs.existsSync(path.join(dataDir, localized));
  const file = translated ? localized : english;
  const fullPath = path.join(dataDir, file);
  if (!fs.existsSync(fullPath)) {
    throw new Error(`The page ${canonicalPathname} has no markdown file: expected data/${english}.`);
  }
  return { file, source: fs.readFileSync(fullPath, 'utf8'), translated };
}

/** What a product's plan-table directive (`{{"planTable": "data-grid"}}`) becomes: a Markdown table. */
export type PlanTableSource = (product: string, file: string) => string;

const NO_PLAN_TABLES: PlanTableSource = (product, file) => {
  throw new Error(`${file}: a plan table ("${product}") on a page whose kind has no navigation tree to make it from.`);
};

/** What the page kind expands in a source before it is parsed (the API method tables), given the file. */
export type ExpandDirectives = (source: string, file: string) => string;

/**
 * Build time: the page of a route in a language, falling back to English. A plan-table
 * directive (and whatever `expand` knows) is expanded first, so its table is ordinary markdown
 * (links checked, localized).
 */
export function loadMarkdownPage(
  dataDir: string,
  canonicalPathname: string,
  language: Language,
  knownRoutes: ReadonlySet<string>,
  planTable: PlanTableSource = NO_PLAN_TABLES,
  expand: ExpandDirectives = (source) => source,
): LoadedPage {
  const { file, source: written, translated } = readMarkdownSource(dataDir, canonicalPathname, language);
  const source = expand(
    expandPlanTables(written, (product) => planTable(product, `data/${file}`)),
    `data/${file}`,
  );
  const { frontMatter, ...parsed } = parseMarkdown(source, { file: `data/${file}`, knownRoutes, language });
  // Demo blocks name a file beside the page; the registry knows demos by their path in data/.
  const segments = parsed.segments.map((segment) =>
    segment.type === 'demo'
      ? { type: segment.type, info: loadDemoInfo(demoIdForRoute(canonicalPathname, segment.demo), dataDir) }
      : segment,
  );
  return { page: { ...parsed, segments }, frontMatter, translated, sourceFile: `data/${file}` };
}
