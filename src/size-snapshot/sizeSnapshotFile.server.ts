import fs from 'node:fs';
import path from 'node:path';
import { readGeneratedJson } from '../ui/readGeneratedJson.server';
import { SIZE_SNAPSHOT_MADE_BY, sizeSnapshotSchema } from './sizeSnapshotSchema.server';
import type { ComponentSize, SizeSnapshot } from './types';

/** Where the build's size step writes the snapshot, in the generated folder (also its cache). */
export function sizeSnapshotFile(generatedDir: string): string {
  return path.join(generatedDir, 'size-snapshot', 'sizes.json');
}

/** The measured sizes, or null when the size step has not run. */
export function loadSizeSnapshot(generatedDir: string): SizeSnapshot | null {
  const file = sizeSnapshotFile(generatedDir);
  return fs.existsSync(file) ? readGeneratedJson(file, sizeSnapshotSchema, SIZE_SNAPSHOT_MADE_BY) : null;
}

const byExport = new Map<string, Map<string, ComponentSize>>();

/** The size of one export of a package (read once per build process), or null when not measured. */
export function sizeOfExport(generatedDir: string, packageName: string, name: string): ComponentSize | null {
  let sizes = byExport.get(generatedDir);
  if (!sizes) {
    const snapshot = loadSizeSnapshot(generatedDir);
    sizes = new Map((snapshot?.sizes ?? []).map((size) => [`${size.packageName}:${size.name}`, size]));
    byExport.set(generatedDir, sizes);
  }
  return sizes.get(`${packageName}:${name}`) ?? null;
}
