import { apiSlug } from './apiSlug';
import { apiPagePathname } from './apiPaths';
import type { ApiIndexEntry } from './types';
import type { Redirect } from '../deploy/redirects';

/**
 * The MUI reference spells a digit as its own word (`PickerDay2` → `picker-day-2`, ours
 * `picker-day2`) and names a series type without its suffix (`BarSeriesType` → `bar-series`).
 */
export function referenceSlug(exportName: string): string {
  return apiSlug(exportName)
    .replace(/([a-z])(\d)/g, '$1-$2')
    .replace(/-series-type$/, '-series');
}

/** Our API pages whose path the MUI reference spells otherwise: a link copied from there lands here. */
export function apiRedirects(entries: readonly ApiIndexEntry[]): Redirect[] {
  return entries
    .filter((entry) => referenceSlug(entry.name) !== entry.slug)
    .map((entry) => ({
      from: apiPagePathname({ product: entry.product, slug: referenceSlug(entry.name) }),
      to: apiPagePathname(entry),
    }));
}
