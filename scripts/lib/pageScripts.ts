// Shared by postbuild, the first-load check and the benchmarks: the exported pages and the
// scripts a page loads before any interaction.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The text page the first-load budget is about, and the budget (issue 3). */
export const TEXT_PAGE = 'x/introduction/roadmap';
export const BUDGET_TEXT_PAGE_KIB = 135;

/** URLs (`/x/introduction/`) of every page folder of an export, sorted. */
export function exportedPageUrls(outDir: string): string[] {
  return fs
    .readdirSync(outDir, { recursive: true })
    .map((file) => String(file).replace(/\\/g, '/'))
    .filter((file) => (file === 'index.html' || file.endsWith('/index.html')) && !file.startsWith('_next/'))
    .map((file) => `/${path.posix.dirname(file)}/`.replace(/^\/\.\/$/, '/'))
    .sort();
}

/** Script URLs referenced by a page's HTML (script tags and script preloads). */
export function scriptsOfPage(outDir: string, pagePath: string): string[] {
  const html = fs.readFileSync(path.join(outDir, pagePath, 'index.html'), 'utf8');
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) sources.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*rel="preload"[^>]*as="script"[^>]*href="([^"]+)"/g))
    sources.add(match[1]);
  for (const match of html.matchAll(/<link[^>]*href="([^"]+)"[^>]*as="script"/g)) sources.add(match[1]);
  return [...sources].filter((src) => src.startsWith('/'));
}

export function gzipSize(outDir: string, url: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(outDir, decodeURIComponent(url.split('?')[0])))).length;
}

/** Gzip bytes of every script a page loads first. */
export function firstLoadJsBytes(outDir: string, pagePath: string): number {
  return scriptsOfPage(outDir, pagePath).reduce((total, url) => total + gzipSize(outDir, url), 0);
}

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * The right-to-left emotion cache (with stylis-plugin-rtl) is a chunk of its own: the only
 * script holding its cache key, `muirtl`. Returns its URL, or null when no chunk holds it.
 */
export function rtlCacheChunk(outDir: string): string | null {
  const chunksDir = path.join(outDir, '_next/static/chunks');
  const files = fs.readdirSync(chunksDir, { recursive: true }).filter((file) => String(file).endsWith('.js'));
  const found = files.find((file) => fs.readFileSync(path.join(chunksDir, String(file)), 'utf8').includes('muirtl'));
  return found ? `/_next/static/chunks/${String(found).replace(/\\/g, '/')}` : null;
}

/**
 * The first-load figures issue 3 budgets: the text page's scripts (gzip) and whether the
 * right-to-left style cache stayed out of them in a chunk of its own.
 */
export function firstLoadFigures(outDir: string) {
  const textPageBytes = firstLoadJsBytes(outDir, TEXT_PAGE);
  const rtlChunk = rtlCacheChunk(outDir);
  const rtlInFirstLoad = rtlChunk !== null && scriptsOfPage(outDir, TEXT_PAGE).includes(rtlChunk);
  return {
    textPageBytes,
    rtlChunkBytes: rtlChunk ? gzipSize(outDir, rtlChunk) : null,
    rtlInFirstLoad,
    withinBudget: textPageBytes / 1024 <= BUDGET_TEXT_PAGE_KIB && rtlChunk !== null && !rtlInFirstLoad,
  };
}
