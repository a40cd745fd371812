// The component sizes the build measures (scripts/size-snapshot.mts), as /size-snapshot.json holds
// them and the /size-snapshot/ page and the API pages show them.

export type SizedExportKind = 'component' | 'hook';

/** What an app that imports only this export from its package adds to its bundle. */
export interface ComponentSize {
  name: string;
  kind: SizedExportKind;
  /** The package it is imported from: the one whose plan first exports it. */
  packageName: string;
  /** Minified bytes. */
  minified: number;
  /** Gzip bytes of the minified bundle. */
  gzip: number;
}

export interface SizeSnapshot {
  /** Changes with the installed versions of the packages, their peers and esbuild. */
  cacheKey: string;
  /** `@mui/x-data-grid` → `8.29.3`: the packages measured and the peers left out. */
  versions: Record<string, string>;
  /** The packages left out of every bundle: the peers an app that uses MUI X already has. */
  external: string[];
  bundler: string;
  sizes: ComponentSize[];
}
