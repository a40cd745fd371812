import { apiSlug } from './apiSlug';
import { apiPagePathname } from './apiPaths';
import type { ApiIndexEntry } from './types';
import { escapeHtml } from '../ui/escapeHtml';

/** The MUI reference spells a digit as its own word: `PickerDay2` → `picker-day-2` (ours: `picker-day2`). */
export function referenceSlug(exportName: string): string {
  return apiSlug(exportName).replace(/([a-z])(\d)/g, '$1-$2');
}

export interface ApiRedirect {
  from: string;
  to: string;
}

/** Our API pages whose path the MUI reference spells otherwise: a link copied from there lands here. */
export function apiRedirects(entries: readonly ApiIndexEntry[]): ApiRedirect[] {
  return entries
    .filter((entry) => referenceSlug(entry.name) !== entry.slug)
    .map((entry) => ({
      from: apiPagePathname({ product: entry.product, slug: referenceSlug(entry.name) }),
      to: apiPagePathname(entry),
    }));
}

/** A static page that sends the browser (and search engines, by its canonical link) to `to`. */
export function redirectPageHtml(to: string): string {
  const href = escapeHtml(`${to}/`);
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>Moved to ${href}</title>`,
    `<link rel="canonical" href="${href}">`,
    `<meta http-equiv="refresh" content="0; url=${href}">`,
    '<meta name="robots" content="noindex">',
    '</head>',
    `<body><p>This page is at <a href="${href}">${href}</a>.</p></body>`,
    '</html>',
    '',
  ].join('\n');
}
