import { parseApiPagePath } from './apiPaths';
import type { ApiIndexEntry } from './types';

/** The index entry of an API page's path; throws for a path the reference does not have. */
export function findApiEntry(entries: readonly ApiIndexEntry[], pathname: string): ApiIndexEntry {
  const parsed = parseApiPagePath(pathname);
  const entry = parsed && entries.find((e) => e.product === parsed.product && e.slug === parsed.slug);
  if (!entry) throw new Error(`No API entry for ${pathname}.`);
  return entry;
}
