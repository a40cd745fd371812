import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';

export interface MeasuredSize {
  minified: number;
  gzip: number;
}

/** The peer dependencies of a package (React, Material UI, Emotion…): an app already has them. */
export function peerDependencies(nodeModulesDir: string, packageName: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(nodeModulesDir, packageName, 'package.json'), 'utf8')) as {
    peerDependencies?: Record<string, string>;
  };
  return Object.keys(manifest.peerDependencies ?? {}).sort();
}

const ENTRY_NAMESPACE = 'size-entry';

/**
 * Bundles, for each name, an app module that imports only that export of `packageName` and
 * re-exports it (so nothing is dropped as unused), and measures it minified and gzipped. One
 * esbuild run per package: each entry is its own bundle, tree-shaken on its own, while the
 * package is parsed once. Peers are left out; so are modules the package loads with `import()`
 * (the Excel export's workbook library), which an app's bundler splits into a chunk fetched on use.
 */
export async function measureExports(
  projectDir: string,
  packageName: string,
  names: readonly string[],
): Promise<Map<string, MeasuredSize>> {
  const peers = peerDependencies(path.join(projectDir, 'node_modules'), packageName);
  const result = await esbuild.build({
    entryPoints: names.map((name) => ({ in: `${ENTRY_NAMESPACE}:${name}`, out: name })),
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: path.join(projectDir, '.size-snapshot-virtual'),
    define: { 'process.env.NODE_ENV': '"production"' },
    external: peers.flatMap((peer) => [peer, `${peer}/*`]),
    logLevel: 'error',
    plugins: [
      {
        name: 'size-entries',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { external: true } : null));
          build.onResolve({ filter: new RegExp(`^${ENTRY_NAMESPACE}:`) }, (args) => ({
            path: args.path.slice(ENTRY_NAMESPACE.length + 1),
            namespace: ENTRY_NAMESPACE,
          }));
          build.onLoad({ filter: /.*/, namespace: ENTRY_NAMESPACE }, (args) => ({
            contents: `export { ${args.path} } from ${JSON.stringify(packageName)};\n`,
            resolveDir: projectDir,
            loader: 'js',
          }));
        },
      },
    ],
  });
  const sizes = new Map<string, MeasuredSize>();
  for (const file of result.outputFiles) {
    const name = path.basename(file.path, '.js');
    sizes.set(name, { minified: file.contents.length, gzip: zlib.gzipSync(file.contents, { level: 9 }).length });
  }
  return sizes;
}
