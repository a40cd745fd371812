// The MCP server over the built docs (`npm run mcp`, scripts/mcp.mts): four tools that answer from
// the export (the search index, each page's Markdown, llms.txt) and the API reference the build
// extracted (generated/api/). Nothing is fetched from anywhere. An input the tools cannot answer
// gets an error result saying why (the SDK turns a thrown error into one); the server goes on.
import fs from 'node:fs';
import path from 'node:path';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { API_PRODUCTS } from '../api-docs/apiPackages';
import { loadApiEntry, loadApiManifest } from '../api-docs/loadApiReference.server';
import type { ApiManifest, ApiProduct } from '../api-docs/types';
import { LANGUAGES } from '../i18n/languages';
import type { Pagefind } from '../search/pagefind';
import { PAGES_PER_STEP, searchDocs, type SearchOutcome } from '../search/searchDocs';
import { SEARCH_PRODUCTS } from '../search/searchProducts';
import { markdownCandidates, pagePathOf, siteUrl } from './addresses';
import { apiEntryAnswer, pageListAnswer, searchAnswer, type UrlOf } from './answers';
import { lookUpApiEntry } from './apiLookup';
import { createSerialQueue } from '../ui/serialQueue';
import { loadNodeDictionary, loadNodePagefind, loadNodeSynonyms } from './nodePagefind.server';
import { pagesOf, parseLlmsTxt, type ListedPage, type PageListProduct } from './pageList';
import {
  checkQuery,
  CODE_STYLING_NAMES,
  CODE_VARIANT_NAMES,
  ToolInputError,
  type CodeStylingName,
  type CodeVariantName,
} from './toolArguments';

export interface DocsServerOptions {
  /** The export (`out/`). */
  outDir: string;
  /** The build's generated inputs (`generated/`), where the API reference is. */
  generatedDir: string;
  /** The site's origin for absolute URLs, or null for site paths. */
  siteOrigin: string | null;
  version: string;
}

/** Most pages one search answers with. */
const MAX_RESULT_PAGES = 30;

const productSchema = z.enum(API_PRODUCTS as readonly [ApiProduct, ...ApiProduct[]]);
const LIST_PRODUCTS = [
  'data-grid',
  'date-pickers',
  'charts',
  'tree-view',
  'general',
] as const satisfies readonly PageListProduct[];
const codeVariants = Object.keys(CODE_VARIANT_NAMES) as [CodeVariantName, ...CodeVariantName[]];
const codeStylings = Object.keys(CODE_STYLING_NAMES) as [CodeStylingName, ...CodeStylingName[]];

const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });
const json = (value: unknown) => text(JSON.stringify(value, null, 1));

/** A value computed once when first asked for, computed again after a failure. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | null = null;
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    return loaded;
  };
}

/** What the tools answer from, each read when first needed. */
interface DocsSources {
  outDir: string;
  generatedDir: string;
  urlOf: UrlOf;
  /** Searches `term` in `language`, one search at a time. */
  search: (
    term: string,
    language: string,
    options: { product: string | null; pages: number },
  ) => Promise<SearchOutcome>;
  manifest: () => Promise<ApiManifest>;
  listedPages: () => Promise<ListedPage[]>;
}

function docsSources({ outDir, generatedDir, siteOrigin }: DocsServerOptions): DocsSources {
  // Node's loader (under tsx) keeps one instance of Pagefind's bundle whatever the URL's query, so
  // every language shares one started index: searches run one at a time, and one in another
  // language than the last restarts the index in its language first.
  const searchInTurn = createSerialQueue(() => Promise.resolve());
  let started: { language: string; pagefind: Pagefind } | null = null;
  const pagefindOf = async (language: string): Promise<Pagefind> => {
    if (started?.language !== language) {
      // Cleared first, so that a failed start is tried again by the next search.
      started = null;
      started = { language, pagefind: await loadNodePagefind(outDir, language) };
    }
    return started.pagefind;
  };
  return {
    outDir,
    generatedDir,
    urlOf: (sitePath) => siteUrl(sitePath, siteOrigin),
    search: (term, language, { product, pages }) =>
      searchInTurn(async () =>
        searchDocs(await pagefindOf(language), term, {
          product,
          language,
          pages,
          loadNames: () => loadNodeDictionary(outDir, language),
          loadSynonyms: () => loadNodeSynonyms(outDir),
        }),
      ),
    manifest: once(async (): Promise<ApiManifest> => {
      const loaded = loadApiManifest(generatedDir);
      if (!loaded) throw new Error(`No API reference in ${generatedDir}: run \`npm run build\` first.`);
      return loaded;
    }),
    listedPages: once(async (): Promise<ListedPage[]> =>
      parseLlmsTxt(await fs.promises.readFile(path.join(outDir, 'llms.txt'), 'utf8')),
    ),
  };
}

/** `search_docs`: the dialog's search, with its ranking. */
function registerSearchDocs(server: McpServer, sources: DocsSources): void {
  server.registerTool(
    'search_docs',
    {
      title: 'Search the MUI X docs',
      description:
        "Searches the docs as the site's search dialog does, with the same ranking: pages in order, each with its best sections (a guide's headings, an API page's props, slots and classes) and their URLs. A mistyped query is corrected (correctedTo says to what). Give an API name (sortModel, DateRangePicker) or a few words (row height, export to Excel).",
      inputSchema: {
        query: z.string().describe('What to look for: an API name or a few words.'),
        product: productSchema
          .optional()
          .describe(
            "The product whose pages come first (up to two thirds of those listed), as the dialog's product chip does.",
          ),
        language: z.enum(LANGUAGES).optional().describe('The language of the pages searched: en (default), zh or pt.'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(MAX_RESULT_PAGES)
          .optional()
          .describe(`How many pages to list (default ${PAGES_PER_STEP}).`),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query, product, language = 'en', limit = PAGES_PER_STEP }) => {
      const term = checkQuery(query);
      const searchProduct = product ? (SEARCH_PRODUCTS.find(({ id }) => id === `x-${product}`)?.id ?? null) : null;
      const outcome = await sources.search(term, language, { product: searchProduct, pages: limit });
      return json(searchAnswer(term, outcome, sources.urlOf));
    },
  );
}

/** `get_page`: a page's Markdown from the export, in a code variant and styling. */
function registerGetPage(server: McpServer, sources: DocsSources): void {
  server.registerTool(
    'get_page',
    {
      title: "Get a docs page's Markdown",
      description:
        "Gives a page of the docs as Markdown: its prose, tables and, in place of each live demo, the demo's source files. Takes the page's URL or path (/x/react-data-grid/sorting/, https://mui.com/x/react-data-grid/sorting/, /zh/x/…, or a .md address). Demos come in TypeScript or JavaScript, with MUI System, Tailwind or CSS styling where the page's demos have it (else MUI System).",
      inputSchema: {
        url: z.string().describe('The page: a URL or a site path.'),
        codeVariant: z.enum(codeVariants).optional().describe('ts (default) or js.'),
        styling: z.enum(codeStylings).optional().describe('system (default), tailwind or css.'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ url, codeVariant = 'ts', styling = 'system' }) => {
      const pagePath = pagePathOf(url);
      const candidates = markdownCandidates(pagePath, CODE_VARIANT_NAMES[codeVariant], CODE_STYLING_NAMES[styling]);
      for (const candidate of candidates) {
        const file = path.join(sources.outDir, ...candidate.split('/'));
        const markdown = await fs.promises.readFile(file, 'utf8').catch(() => null);
        if (markdown !== null) {
          return text(`Source: ${sources.urlOf(pagePath)}\nMarkdown: ${sources.urlOf(candidate)}\n\n${markdown}`);
        }
      }
      throw new ToolInputError(
        `No page of these docs is at ${pagePath} (the landing page, the versions list and the error decoder have no Markdown). search_docs finds a page; list_pages lists a product's pages.`,
      );
    },
  );
}

/** `get_api_entry`: an entry of the API reference, or one of its rows. */
function registerGetApiEntry(server: McpServer, sources: DocsSources): void {
  server.registerTool(
    'get_api_entry',
    {
      title: "Get a component's or interface's API entry",
      description:
        "Gives an entry of the API reference, generated from the installed packages' type declarations: its plan (community, pro, premium) and package, imports, description, props or properties (type, default, required, the plan that adds one, deprecation), slots with their default components, CSS classes, the docs pages that demonstrate it, and the URL of every row.",
      inputSchema: {
        name: z
          .string()
          .describe('The export name (DataGrid, GridColDef, DateRangePicker, BarChart) or the URL of its API page.'),
        product: productSchema.optional().describe('The product, for a name two products export (Toolbar).'),
        member: z.string().optional().describe('Only this prop, property, slot or CSS class (sortModel).'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ name, product, member }) => {
      const { entries } = await sources.manifest();
      const indexEntry = lookUpApiEntry(entries, name, product);
      const answer = apiEntryAnswer(loadApiEntry(sources.generatedDir, indexEntry), entries, sources.urlOf, {
        member: member?.trim() || undefined,
      });
      return json(answer);
    },
  );
}

/** `list_pages`: a product's pages, as llms.txt lists them. */
function registerListPages(server: McpServer, sources: DocsSources): void {
  server.registerTool(
    'list_pages',
    {
      title: "List a product's pages",
      description:
        "Lists the pages of a product (data-grid, date-pickers, charts, tree-view) or of the rest of the docs (general: introduction, common concepts, blog), guides or API pages or both, with each page's title, description, URL and Markdown URL, in the navigation's order.",
      inputSchema: {
        product: z.enum(LIST_PRODUCTS).describe('data-grid, date-pickers, charts, tree-view or general.'),
        kind: z.enum(['guide', 'api', 'all']).optional().describe('guide, api or all (default).'),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ product, kind = 'all' }) => {
      const pages = pagesOf(await sources.listedPages(), product, kind);
      return json(pageListAnswer(product, kind, pages, sources.urlOf));
    },
  );
}

export function createDocsServer(options: DocsServerOptions): McpServer {
  const server = new McpServer(
    { name: 'mui-x-docs', version: options.version },
    {
      instructions:
        'The MUI X documentation (Data Grid, Date and Time Pickers, Charts, Tree View) as built, for the installed package versions. Search first, then read the pages and API entries the results point to.',
    },
  );
  const sources = docsSources(options);
  registerSearchDocs(server, sources);
  registerGetPage(server, sources);
  registerGetApiEntry(server, sources);
  registerListPages(server, sources);
  return server;
}
