import ts from 'typescript';

/** A program over published declaration files, checked as an app that imports them would be. */
export function createDeclarationProgram(rootFiles: string[]): ts.Program {
  return ts.createProgram(rootFiles, {
    strict: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  });
}

/** The exports of a module file, aliases resolved to what they name. */
export function moduleExports(checker: ts.TypeChecker, sourceFile: ts.SourceFile): Map<string, ts.Symbol> {
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
  const exports = new Map<string, ts.Symbol>();
  if (!moduleSymbol) return exports;
  for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    exports.set(symbol.getName(), target);
  }
  return exports;
}
