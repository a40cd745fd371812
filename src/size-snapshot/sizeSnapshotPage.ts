import type { SizeSnapshot } from './types';

/** What the page says about how the sizes were measured. */
export interface SizeSnapshotSummary {
  bundler: string;
  external: string[];
  /** `@mui/x-data-grid 8.29.3, …`: the measured packages' versions. */
  packageVersions: string;
}

export function sizeSnapshotSummary(snapshot: SizeSnapshot): SizeSnapshotSummary {
  const measured = new Set(snapshot.sizes.map((size) => size.packageName));
  return {
    bundler: snapshot.bundler,
    external: snapshot.external,
    packageVersions: [...measured].map((name) => `${name} ${snapshot.versions[name]}`).join(', '),
  };
}
