// Build time: the Markdown converters of the page kinds that publish Markdown (each kind names its
// own in pageKindServers.server.ts).
import { apiIndexProduct, apiPagePathname, docsPageProduct } from '../api-docs/apiPaths';
import { findApiEntry } from '../api-docs/findApiEntry';
import { entryNamed } from '../api-docs/entryNamed';
import type { ApiProduct } from '../api-docs/types';
import { loadApiEntry } from '../api-docs/loadApiReference.server';
import { DEFAULT_CODE_STYLING, DEFAULT_CODE_VARIANT } from '../code/codePreferences';
import type { DemoSourceFiles } from '../demos/types';
import { pathnameInLanguage } from '../i18n/pathnameToLanguage';
import { toUrlPath } from '../nav/urlPath';
import type { SiteContent } from './siteContent';
import { pageApiNames } from './pageApiNames.server';
import { parseDocsTabPath } from './route';
import {
  apiEntryMarkdown,
  apiHookMarkdown,
  apiIndexMarkdown,
  type ApiMarkdownLinks,
} from '../markdown-export/apiToMarkdown';
import { markdownFileUrl } from '../markdown/markdownFileUrl';
import type { Language } from '../i18n/languages';
import { readMarkdownSource } from '../markdown/loadMarkdownPage.server';
import { demoIdForRoute } from '../markdown/markdownFile';
import { expandPlanTables, markdownPlanMark } from '../markdown/planTable';
import { expandApiMethodDirectives } from './apiMethodTables.server';
import type { BlogPostSummary } from '../blog/blogPost';
import type { SitePageProps } from './index';
import type { SiteRoute } from './route';
import { markdownLink } from '../markdown-export/llmsTxt';
import { sourceToDocument } from '../markdown-export/sourceToDocument.server';
import type { MarkdownDocument } from '../markdown-export/types';

/** What a converter gets: the page, and the site's data it may need. */
export interface MarkdownExportContext {
  route: SiteRoute;
  language: Language;
  /** Absolute path of `data/`. */
  dataDir: string;
  /** Absolute path of the build's generated files (`generated/`). */
  generatedDir: string;
  /** The page's props, as the site builds them for its HTML. */
  props: () => SitePageProps;
  /** Every blog post, newest first. */
  blogPosts: () => BlogPostSummary[];
  /** The files of a demo by module id (`data-grid/sorting/SortGrid`). */
  demoFiles: (demoId: string) => DemoSourceFiles;
  /** The extracted API reference. */
  api: SiteContent['api'];
  /** A product's plan table (`{{"planTable": "data-grid"}}`) as Markdown in a language; a page naming one needs it. */
  planTable?: (product: string, language: Language) => string;
}

export type PageMarkdownConverter = (context: MarkdownExportContext) => MarkdownDocument;

/** A page written in markdown under `data/`: its translation when there is one, English otherwise. */
export function markdownPage({
  route,
  language,
  dataDir,
  generatedDir,
  demoFiles,
  planTable,
  api,
}: MarkdownExportContext): MarkdownDocument {
  const { file, source: written } = readMarkdownSource(dataDir, route.canonicalPathname, language);
  const withPlanTables = expandPlanTables(written, (product) => {
    if (!planTable) throw new Error(`data/${file}: no plan table "${product}" in this export.`);
    return planTable(product, language);
  });
  const source = expandApiMethodDirectives(
    { api, generatedDir },
    language,
    markdownPlanMark,
  )(withPlanTables, `data/${file}`);
  return sourceToDocument(source, {
    language,
    file: `data/${file}`,
    demoFiles: (name) => demoFiles(demoIdForRoute(route.canonicalPathname, name)),
  });
}

/** Adds text after a document's parts. */
const withText = (document: MarkdownDocument, text: string): MarkdownDocument => ({
  ...document,
  parts: [...document.parts, { type: 'text', text }],
});

/** The blog's introduction and its posts, as the HTML page lists them. */
export function blogIndex(context: MarkdownExportContext): MarkdownDocument {
  const posts = context
    .blogPosts()
    .map((post) => `- ${markdownLink(post.title, post.href)} (${post.date}, ${post.authors}): ${post.description}`);
  return withText(markdownPage(context), ['## Posts', '', ...posts].join('\n'));
}

/** The page's markdown (the site's build figures), then where the component sizes are. */
export function sizeSnapshot(context: MarkdownExportContext): MarkdownDocument {
  const props = context.props();
  if (props.kind !== 'size-snapshot') {
    throw new Error(`${context.route.canonicalPathname} is no size snapshot.`);
  }
  return withText(
    markdownPage(context),
    `## Component sizes\n\nThe minified and gzip size of ${props.sizes.length} components and hooks, each bundled alone: ${markdownLink('/size-snapshot.json', '/size-snapshot.json')}.`,
  );
}

export function blogPost(context: MarkdownExportContext): MarkdownDocument {
  const props = context.props();
  if (props.kind !== 'blog-post') {
    throw new Error(`${context.route.canonicalPathname} is no blog post.`);
  }
  return withText(markdownPage(context), `_Published ${props.post.date} by ${props.post.authors}._`);
}

/** `[[GridColDef]]` → the Markdown file of its page in the context's language. */
function apiLinks({ api, language }: MarkdownExportContext, product?: ApiProduct): ApiMarkdownLinks {
  return (name) => {
    const entry = entryNamed(api.entries, name, product);
    return entry ? apiMarkdownUrl(apiPagePathname(entry), language) : null;
  };
}

const apiMarkdownUrl = (pathname: string, language: Language) =>
  markdownFileUrl(pathnameInLanguage(toUrlPath(pathname), language), [], {
    codeVariant: DEFAULT_CODE_VARIANT,
    codeStyling: DEFAULT_CODE_STYLING,
  });

/** The page's title and description as its HTML head has them. */
function headOf(context: MarkdownExportContext) {
  const props = context.props();
  if (!('docs' in props)) throw new Error(`${context.route.canonicalPathname} has no content.`);
  return props.docs.page;
}

export function apiPage(context: MarkdownExportContext): MarkdownDocument {
  const entry = loadApiEntry(context.generatedDir, findApiEntry(context.api.entries, context.route.canonicalPathname));
  const { title, description } = headOf(context);
  return {
    title,
    description,
    parts: [{ type: 'text', text: apiEntryMarkdown(entry, apiLinks(context, entry.product)) }],
  };
}

export function apiIndex(context: MarkdownExportContext): MarkdownDocument {
  const product = apiIndexProduct(context.route.canonicalPathname);
  const entries = context.api.entries.filter((entry) => entry.product === product);
  const list = apiIndexMarkdown(entries, (entry) => apiMarkdownUrl(apiPagePathname(entry), context.language));
  return withText(markdownPage(context), list);
}

/** A component page's API tab: each named component's (or hook's) API under its name. */
export function docsTab(context: MarkdownExportContext): MarkdownDocument {
  const { pagePathname, tab } = parseDocsTabPath(context.route.canonicalPathname)!;
  const { title, description } = headOf(context);
  const product = docsPageProduct(pagePathname);
  const links = apiLinks(context, product);
  const sections = pageApiNames(context.dataDir, pagePathname)[tab].map((name) => {
    if (tab === 'hooks-api') {
      const hook = context.api.hooks.find((candidate) => candidate.name === name);
      if (!hook) throw new Error(`${pagePathname}: no hook ${name} in the API reference.`);
      return apiHookMarkdown(hook, links);
    }
    const indexEntry = entryNamed(context.api.entries, name, product);
    if (!indexEntry) throw new Error(`${pagePathname}: no component ${name} in the API reference.`);
    return `## ${name}\n\n${apiEntryMarkdown(loadApiEntry(context.generatedDir, indexEntry), links, 3)}`;
  });
  return { title, description, parts: [{ type: 'text', text: sections.join('\n\n') }] };
}
