// The site's Pagefind, run in Node over the export's index (out/pagefind/): the same bundle the
// dialog imports in the browser, started with the dialog's options (startPagefind), so the MCP
// server ranks exactly as the dialog does. The bundle reads its files with `fetch` from beside
// itself (file: URLs here, which Node's fetch does not open) and picks its index from
// `<html lang>`; both are supplied below.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startPagefind, type Pagefind } from '../search/pagefind';
import { dictionaryFileName } from '../search/searchDictionary';
import { EMPTY_SYNONYMS, isSynonymTable, SYNONYMS_FILE, type SynonymTable } from '../search/understandQuery';

let fetchPatched = false;

/**
 * Lets `fetch` read `file:` URLs (their query dropped: Pagefind adds a cache-busting one), as the
 * browser reads the index from the site; every other URL goes to Node's own fetch.
 */
function readFilesThroughFetch(): void {
  if (fetchPatched) return;
  fetchPatched = true;
  const networkFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const href = input instanceof Request ? input.url : String(input);
    if (!href.startsWith('file:')) return networkFetch(input, init);
    const file = fileURLToPath(href.replace(/[?#].*$/, ''));
    try {
      return new Response(await fs.promises.readFile(file));
    } catch {
      return new Response(null, { status: 404, statusText: `No file ${file}` });
    }
  };
}

/**
 * Runs `start` while the global `document` answers `<html lang>` with `language`, as Pagefind reads
 * it when it starts (its only use of the document outside a browser).
 */
async function withDocumentLanguage<T>(language: string, start: () => Promise<T>): Promise<T> {
  const holder = globalThis as { document?: unknown };
  const previous = holder.document;
  holder.document = {
    querySelector: (selector: string) =>
      selector === 'html' ? { getAttribute: (name: string) => (name === 'lang' ? language : null) } : null,
  };
  try {
    return await start();
  } finally {
    holder.document = previous;
  }
}

/** Pagefind searching the `language` index of the export in `outDir` (restarted in that language). */
export async function loadNodePagefind(outDir: string, language: string): Promise<Pagefind> {
  const bundle = path.join(outDir, 'pagefind', 'pagefind.js');
  if (!fs.existsSync(bundle)) {
    throw new Error(`No search index in ${path.join(outDir, 'pagefind')}: run \`npm run build\` first.`);
  }
  readFilesThroughFetch();
  // One module for every language (the loader ignores a query): starting it again switches its index.
  const bundleModule = (await import(/* webpackIgnore: true */ pathToFileURL(bundle).href)) as Pagefind;
  const pagefind = await withDocumentLanguage(language, () => startPagefind(bundleModule));
  // Pagefind makes result URLs from where its bundle was loaded: site paths, as under /pagefind/ in the browser.
  await pagefind.options({ baseUrl: '/' });
  // Pagefind loads its index on the first search; loading it now keeps that out of the first answer's time.
  await pagefind.search('');
  return pagefind;
}

/** The names a mistyped query of `language` is corrected against (see searchDictionary.ts), none when the file is missing. */
export async function loadNodeDictionary(outDir: string, language: string): Promise<readonly string[]> {
  const file = path.join(outDir, 'pagefind', dictionaryFileName(language));
  const parsed: unknown = JSON.parse(await fs.promises.readFile(file, 'utf8'));
  return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
}

const synonymTables = new Map<string, Promise<SynonymTable>>();

/** The search's synonym table beside the export's index, read once (the dialog fetches the same file). */
export function loadNodeSynonyms(outDir: string): Promise<SynonymTable> {
  let table = synonymTables.get(outDir);
  if (!table) {
    table = fs.promises.readFile(path.join(outDir, 'pagefind', SYNONYMS_FILE), 'utf8').then((text): SynonymTable => {
      const parsed: unknown = JSON.parse(text);
      return isSynonymTable(parsed) ? parsed : EMPTY_SYNONYMS;
    });
    synonymTables.set(outDir, table);
  }
  return table;
}
