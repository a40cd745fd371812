import path from 'node:path';
import type { ApiProduct } from './types';

/** Where the extractor writes the reference, under a data folder (`data/api/generated/`). */
export function apiGeneratedDir(dataDir: string): string {
  return path.join(dataDir, 'api', 'generated');
}

export function apiManifestFile(dataDir: string): string {
  return path.join(apiGeneratedDir(dataDir), 'manifest.json');
}

export function apiEntryFile(dataDir: string, product: ApiProduct, slug: string): string {
  return path.join(apiGeneratedDir(dataDir), product, `${slug}.json`);
}
