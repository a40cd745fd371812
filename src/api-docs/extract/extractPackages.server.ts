import fs from 'node:fs';
import path from 'node:path';
import type ts from 'typescript';
import { API_INTERFACES, type ApiPackage } from '../apiPackages';
import type { ApiEntry, ApiExclusion, ApiHook } from '../types';
import { classifyExport } from './classifyExport.server';
import { createDeclarationProgram, moduleExports } from './declarationProgram.server';
import { extractComponent, extractHook, extractInterface, type EntryContext } from './extractEntry.server';

/** Entry points that are not a public home for a component. */
const SKIPPED_SUBPATHS = /internals|themeAugmentation|locales|material|package\.json|^\.$/;

interface PackageFiles {
  apiPackage: ApiPackage;
  root: string;
  subpaths: Array<{ specifier: string; file: string }>;
}

function packageFiles(nodeModules: string, apiPackage: ApiPackage): PackageFiles {
  const dir = path.join(nodeModules, apiPackage.name);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    exports?: Record<string, unknown>;
  };
  const subpaths = Object.keys(manifest.exports ?? {})
    .filter((key) => !SKIPPED_SUBPATHS.test(key) && !key.includes('*'))
    .map((key) => ({ specifier: `${apiPackage.name}/${key.slice(2)}`, file: path.join(dir, key, 'index.d.ts') }))
    .filter(({ file }) => fs.existsSync(file));
  return { apiPackage, root: path.join(dir, 'index.d.ts'), subpaths };
}

export interface ExtractedApi {
  entries: ApiEntry[];
  excluded: ApiExclusion[];
  hooks: ApiHook[];
}

/**
 * Reads the published declarations of the packages (community first) and extracts a page for
 * every exported component and for the chosen interfaces of each product.
 */
export function extractPackages(
  nodeModules: string,
  packages: readonly ApiPackage[],
  classNamesOf: EntryContext['classNamesOf'],
  interfacesOf: Record<ApiPackage['product'], readonly string[]> = API_INTERFACES,
): ExtractedApi {
  const files = packages.map((apiPackage) => packageFiles(nodeModules, apiPackage));
  const program = createDeclarationProgram(
    files.flatMap(({ root, subpaths }) => [root, ...subpaths.map((s) => s.file)]),
  );
  const checker = program.getTypeChecker();
  const exportsOf = (file: string): Map<string, ts.Symbol> => {
    const sourceFile = program.getSourceFile(file);
    return sourceFile ? moduleExports(checker, sourceFile) : new Map();
  };

  const entries: ApiEntry[] = [];
  const excluded: ApiExclusion[] = [];
  const hooks: ApiHook[] = [];
  const seen = new Set<string>();
  for (const { apiPackage, root, subpaths } of files) {
    const subpathExports = subpaths.map(({ specifier, file }) => ({ specifier, names: exportsOf(file) }));
    const context: EntryContext = {
      checker,
      apiPackage,
      classNamesOf,
      // The entry point named after the export wins (`@mui/x-charts/BarChart`), then the first that has it.
      subpathOf: (name) =>
        (
          subpathExports.find(({ specifier, names }) => specifier.endsWith(`/${name}`) && names.has(name)) ??
          subpathExports.find(({ names }) => names.has(name))
        )?.specifier,
    };
    const interfaces = new Set(interfacesOf[apiPackage.product]);
    for (const [name, symbol] of exportsOf(root)) {
      if (seen.has(name)) continue;
      if (/^use[A-Z]/.test(name)) {
        seen.add(name);
        const hook = extractHook(context, name, symbol);
        if (hook) hooks.push(hook);
        continue;
      }
      if (interfaces.has(name)) {
        seen.add(name);
        entries.push(extractInterface(context, name, symbol));
        continue;
      }
      const classified = classifyExport(checker, name, symbol);
      if (classified.kind === 'other') continue;
      seen.add(name);
      if (classified.kind === 'excluded') {
        excluded.push({ name, packageName: apiPackage.name, reason: classified.reason });
      } else {
        entries.push(extractComponent(context, name, symbol, classified.propsType));
      }
    }
  }
  return { entries, excluded, hooks };
}
