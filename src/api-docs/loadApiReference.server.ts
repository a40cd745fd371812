import fs from 'node:fs';
import { readGeneratedJson } from '../ui/readGeneratedJson.server';
import { apiEntryFile, apiManifestFile } from './apiDataDir.server';
import { API_MADE_BY, apiEntrySchema, apiManifestSchema } from './apiSchemas.server';
import type { ApiEntry, ApiIndexEntry, ApiManifest } from './types';

/** The extractor's manifest under a data folder, or null when the extractor has not run. */
export function loadApiManifest(generatedDir: string): ApiManifest | null {
  const file = apiManifestFile(generatedDir);
  return fs.existsSync(file) ? readGeneratedJson(file, apiManifestSchema, API_MADE_BY) : null;
}

const entryCache = new Map<string, ApiEntry>();

/** One page's extracted data (read once per build process). */
export function loadApiEntry(generatedDir: string, entry: Pick<ApiIndexEntry, 'product' | 'slug'>): ApiEntry {
  const file = apiEntryFile(generatedDir, entry.product, entry.slug);
  let loaded = entryCache.get(file);
  if (!loaded) {
    loaded = readGeneratedJson(file, apiEntrySchema, API_MADE_BY);
    entryCache.set(file, loaded);
  }
  return loaded;
}
