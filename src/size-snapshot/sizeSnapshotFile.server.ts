import fs from 'node:fs';
import path from 'node:path';
import type { ComponentSize, SizeSnapshot } from './types';

/** Where the build's size step writes the snapshot (git-ignored; also its cache). */
export function sizeSnapshotFile(dataDir: string): string {
  return path.join(dataDir, 'size-snapshot', 'generated', 'sizes.json');
}

/** The measured sizes, or null when the size step has not run. */
export function loadSizeSnapshot(dataDir: string): SizeSnapshot | null {
  const file = sizeSnapshotFile(dataDir);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SizeSnapshot) : null;
}

const byExport = new Map<string, Map<string, ComponentSize>>();

/** The size of one export of a package (read once per build process), or null when not measured. */
export function sizeOfExport(dataDir: string, packageName: string, name: string): ComponentSize | null {
  let sizes = byExport.get(dataDir);
  if (!sizes) {
    const snapshot = loadSizeSnapshot(dataDir);
    sizes = new Map((snapshot?.sizes ?? []).map((size) => [`${size.packageName}:${size.name}`, size]));
    byExport.set(dataDir, sizes);
  }
  return sizes.get(`${packageName}:${name}`) ?? null;
}
