import { isRelativeSpecifier, packageNameOf, parseImports } from '../code/parseImports';

/**
 * Public entry points of a package that a demo evaluates ahead of the package itself, in a task of
 * their own. Importing the Data Grid evaluates its whole module tree in one task (the largest of a
 * grid page's load: 190–240 ms at 4× CPU slowdown); its Material UI slots, an entry point of their
 * own that every grid plan imports, are about 40% of it.
 */
const ENTRIES_AHEAD: Readonly<Record<string, readonly string[]>> = {
  '@mui/x-data-grid': ['@mui/x-data-grid/material'],
  '@mui/x-data-grid-pro': ['@mui/x-data-grid/material'],
  '@mui/x-data-grid-premium': ['@mui/x-data-grid/material'],
};

/** The entry points to evaluate ahead of a demo module, from the packages its source imports. */
export function entriesEvaluatedAhead(source: string): string[] {
  const packages = parseImports(source)
    .filter(({ specifier, typeOnly }) => !typeOnly && !isRelativeSpecifier(specifier))
    .map(({ specifier }) => packageNameOf(specifier));
  return [...new Set(packages.flatMap((name) => ENTRIES_AHEAD[name] ?? []))];
}
