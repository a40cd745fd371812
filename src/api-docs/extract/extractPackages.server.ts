import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { API_INTERFACES, API_METHOD_GROUPS, type ApiPackage } from '../apiPackages';
import type { ApiEntry, ApiExclusion, ApiHook, ApiMethodGroups } from '../types';
import { isHiddenMember } from './extractMembers.server';
import { readJsDoc } from './readJsDoc.server';
import { classifyExport } from './classifyExport.server';
import { createDeclarationProgram, moduleExports } from './declarationProgram.server';
import { extractComponent, extractHook, extractInterface, type EntryContext } from './extractEntry.server';
import { mergeHigherPlan } from './mergeHigherPlan';
import { apiThemeKey, readThemeKeys, themeAugmentationFiles, themeKeyOf, type ThemeKey } from './themeKeys.server';

/** Entry points that are not a public home for a component. */
const SKIPPED_SUBPATHS = /internals|themeAugmentation|locales|material|package\.json|^\.$/;

interface PackageFiles {
  apiPackage: ApiPackage;
  root: string;
  subpaths: Array<{ specifier: string; file: string }>;
  themeKeys: ThemeKey[];
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
  return {
    apiPackage,
    root: path.join(dir, 'index.d.ts'),
    subpaths,
    themeKeys: readThemeKeys(themeAugmentationFiles(dir)),
  };
}

const NOTHING_TO_SAY = 'no props, slots, classes or description in its declarations: a page would hold only its import';

/** A component whose declarations say nothing a page could show beyond its import (and no demo imports it). */
function saysNothing(entry: ApiEntry): boolean {
  return (
    entry.members.length === 0 &&
    entry.slots.length === 0 &&
    entry.classes.length === 0 &&
    !entry.description &&
    !entry.demoPages?.length
  );
}

export interface ExtractOptions {
  /** The interfaces with a page of their own, per product. */
  interfacesOf?: Record<ApiPackage['product'], readonly string[]>;
  /** The feature APIs whose member names are recorded (`GridSortApi`). */
  methodGroupNames?: readonly string[];
  /** `product:name` of the exports the docs' demos import: their pages list those demos. */
  demoed?: ReadonlySet<string>;
}

export interface ExtractedApi {
  entries: ApiEntry[];
  excluded: ApiExclusion[];
  hooks: ApiHook[];
  methodGroups: ApiMethodGroups;
}

/** What the extraction has found so far, package after package. */
interface Found {
  entries: ApiEntry[];
  excluded: ApiExclusion[];
  hooks: ApiHook[];
  /**
   * Per product: a name's first entry and the declaration it was read from. Products keep their
   * own pages for a shared name (the grid's and the charts' `Toolbar`).
   */
  firstOf: Map<string, { entry: ApiEntry | null; declaration: ts.Symbol }>;
}

/**
 * Reads the published declarations of the packages (community first) and extracts a page for
 * every exported component and for the chosen interfaces of each product.
 */
export function extractPackages(
  nodeModules: string,
  packages: readonly ApiPackage[],
  /** The global class names of an exported `*Classes` object (`legendClasses`), read at run time. */
  classNamesOfExport: (exportName: string) => Record<string, string> | undefined,
  { interfacesOf = API_INTERFACES, methodGroupNames = API_METHOD_GROUPS, demoed = new Set() }: ExtractOptions = {},
): ExtractedApi {
  const files = packages.map((apiPackage) => packageFiles(nodeModules, apiPackage));
  const program = createDeclarationProgram(
    files.flatMap(({ root, subpaths }) => [root, ...subpaths.map((s) => s.file)]),
  );
  const checker = program.getTypeChecker();
  // Each module's exports are read once: the classes, the entries and the feature APIs all ask.
  const exportsCache = new Map<string, Map<string, ts.Symbol>>();
  const exportsOf = (file: string): Map<string, ts.Symbol> => {
    let exported = exportsCache.get(file);
    if (!exported) {
      const sourceFile = program.getSourceFile(file);
      exported = sourceFile ? moduleExports(checker, sourceFile) : new Map<string, ts.Symbol>();
      exportsCache.set(file, exported);
    }
    return exported;
  };

  const classesExportOf = classesExportNames(
    checker,
    files.map(({ root }) => exportsOf(root)),
  );
  const classNamesOf = (classesInterface: string) =>
    classNamesOfExport(
      classesExportOf.get(classesInterface) ?? classesInterface[0].toLowerCase() + classesInterface.slice(1),
    );
  const packageDirs = files.map(({ apiPackage, root }) => ({ dir: `${path.dirname(root)}${path.sep}`, apiPackage }));
  const planOfFile = (fileName: string) =>
    packageDirs.find(({ dir }) => path.resolve(fileName).startsWith(dir))?.apiPackage.plan;

  const found: Found = { entries: [], excluded: [], hooks: [], firstOf: new Map() };
  for (const { apiPackage, root, subpaths, themeKeys } of files) {
    const subpathExports = subpaths.map(({ specifier, file }) => ({ specifier, names: exportsOf(file) }));
    const context: EntryContext = {
      checker,
      apiPackage,
      themeOf: (name) => apiThemeKey(themeKeyOf(name, themeKeys), apiPackage.name),
      classNamesOf,
      planOfFile,
      // The entry point named after the export wins (`@mui/x-charts/BarChart`), then the first that has it.
      subpathOf: (name) =>
        (
          subpathExports.find(({ specifier, names }) => specifier.endsWith(`/${name}`) && names.has(name)) ??
          subpathExports.find(({ names }) => names.has(name))
        )?.specifier,
    };
    const interfaces = new Set(interfacesOf[apiPackage.product]);
    for (const [name, symbol] of exportsOf(root)) {
      extractExport(context, name, symbol, { interfaces, demoed }, found);
    }
  }
  const methodGroups = featureMethodGroups(program, methodGroupNames, (name) =>
    files.map(({ root }) => exportsOf(root).get(name)).find(Boolean),
  );
  return { entries: found.entries, excluded: found.excluded, hooks: found.hooks, methodGroups };
}

/**
 * A `*Classes` interface's runtime object is exported under a name of its own
 * (`legendClasses: ChartsLegendClasses`): the declarations say which, interface to export.
 */
function classesExportNames(checker: ts.TypeChecker, packageExports: readonly Map<string, ts.Symbol>[]) {
  const classesExportOf = new Map<string, string>();
  for (const exported of packageExports) {
    for (const [name, symbol] of exported) {
      if (!/Classes$/.test(name) || !(symbol.flags & ts.SymbolFlags.Variable)) continue;
      const type = checker.getTypeOfSymbol(symbol);
      const typeName = (type.aliasSymbol ?? type.getSymbol())?.getName();
      if (typeName?.endsWith('Classes') && !classesExportOf.has(typeName)) classesExportOf.set(typeName, name);
    }
  }
  return classesExportOf;
}

/**
 * One export of a package: a hook, a chosen interface, a component (or why it has no page), or
 * nothing; a name an earlier package already gave is merged into its entry when declared anew.
 */
function extractExport(
  context: EntryContext,
  name: string,
  symbol: ts.Symbol,
  { interfaces, demoed }: { interfaces: ReadonlySet<string>; demoed: ReadonlySet<string> },
  { entries, excluded, hooks, firstOf }: Found,
): void {
  const { apiPackage } = context;
  const key = `${apiPackage.product}:${name}`;
  const first = firstOf.get(key);
  if (first) {
    // A Pro or Premium package that declares the name anew (`GridApi`) adds members to it.
    if (first.entry && first.declaration !== symbol) {
      mergeHigherPlan(first.entry, extractAgain(context, name, symbol, first.entry.kind), apiPackage.plan);
    }
    return;
  }
  const keep = (entry: ApiEntry | null) => {
    firstOf.set(key, { entry, declaration: symbol });
    if (entry) entries.push(entry);
  };
  const exclude = (reason: string) => {
    keep(null);
    excluded.push({ name, packageName: apiPackage.name, reason });
  };
  if (/^use[A-Z]/.test(name)) {
    keep(null);
    const hook = extractHook(context, name, symbol);
    if (hook) hooks.push(hook);
    return;
  }
  if (interfaces.has(name)) {
    keep(extractInterface(context, name, symbol));
    return;
  }
  const classified = classifyExport(context.checker, name, symbol);
  if (classified.kind === 'other') return;
  if (classified.kind === 'excluded') {
    exclude(classified.reason);
    return;
  }
  const entry = extractComponent(context, name, symbol, classified.propsType);
  if (saysNothing(entry) && !demoed.has(key)) exclude(NOTHING_TO_SAY);
  else keep(entry);
}

/**
 * Each feature API as the first package that exports it declares it: its members' names. A few
 * (`GridPivotingApi`) are declared but not exported: their interface is looked up in the files.
 */
function featureMethodGroups(
  program: ts.Program,
  names: readonly string[],
  exportedSymbol: (name: string) => ts.Symbol | undefined,
): ApiMethodGroups {
  const checker = program.getTypeChecker();
  const declaredInterface = (name: string): ts.Symbol | undefined => {
    for (const sourceFile of program.getSourceFiles()) {
      const found = sourceFile.statements.find(
        (statement): statement is ts.InterfaceDeclaration =>
          ts.isInterfaceDeclaration(statement) && statement.name.text === name,
      );
      if (found) return checker.getSymbolAtLocation(found.name);
    }
    return undefined;
  };
  const methodGroups: ApiMethodGroups = {};
  for (const name of names) {
    const symbol = exportedSymbol(name) ?? declaredInterface(name);
    if (!symbol) throw new Error(`extract-api: no package declares the feature API ${name}.`);
    methodGroups[name] = checker
      .getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol))
      .filter((member) => !isHiddenMember(checker, member, readJsDoc(checker, member).tags))
      .map((member) => member.getName());
  }
  return methodGroups;
}

/** The name's entry as a higher plan's package declares it, or null when it is no longer one. */
function extractAgain(context: EntryContext, name: string, symbol: ts.Symbol, kind: ApiEntry['kind']): ApiEntry | null {
  if (kind === 'interface') return extractInterface(context, name, symbol);
  const classified = classifyExport(context.checker, name, symbol);
  return classified.kind === 'component' ? extractComponent(context, name, symbol, classified.propsType) : null;
}
