import path from 'node:path';
import type { ApiProduct } from './types';

/** Where the extractor writes the reference, in the build's generated folder (`generated/api/`). */
export function apiGeneratedDir(generatedDir: string): string {
  return path.join(generatedDir, 'api');
}

export function apiManifestFile(generatedDir: string): string {
  return path.join(apiGeneratedDir(generatedDir), 'manifest.json');
}

export function apiEntryFile(generatedDir: string, product: ApiProduct, slug: string): string {
  return path.join(apiGeneratedDir(generatedDir), product, `${slug}.json`);
}
