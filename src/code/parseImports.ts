/** One module a source file imports. */
export interface ImportedModule {
  specifier: string;
  /** `import type …`, or every named specifier marked `type`: erased at compile time. */
  typeOnly: boolean;
}

// Line-anchored so that "import" in prose, strings and comments is not taken for an import.
// The clause allows only what an import clause contains, so `export const x = …` never matches.
const STATIC_IMPORT = /^[ \t]*(?:import|export)[ \t]+(type[ \t]+)?([\w$*{}\s,]+?)\s*from\s*['"]([^'"\n]+)['"]/gm;
const SIDE_EFFECT_IMPORT = /^[ \t]*import[ \t]*['"]([^'"\n]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

function clauseIsTypeOnly(clause: string): boolean {
  const named = /^\{([\s\S]*)\}$/.exec(clause.trim());
  if (!named) {
    return false;
  }
  const specifiers = named[1]
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return specifiers.length > 0 && specifiers.every((specifier) => /^type\s/.test(specifier));
}

/** The modules a JS or TS source imports (static, side-effect, dynamic and re-exports), in order. */
export function parseImports(code: string): ImportedModule[] {
  const found: Array<ImportedModule & { index: number }> = [];
  for (const match of code.matchAll(STATIC_IMPORT)) {
    found.push({
      specifier: match[3],
      typeOnly: Boolean(match[1]) || clauseIsTypeOnly(match[2]),
      index: match.index,
    });
  }
  for (const match of code.matchAll(SIDE_EFFECT_IMPORT)) {
    found.push({ specifier: match[1], typeOnly: false, index: match.index });
  }
  for (const match of code.matchAll(DYNAMIC_IMPORT)) {
    found.push({ specifier: match[1], typeOnly: false, index: match.index });
  }
  return found.sort((a, b) => a.index - b.index).map(({ specifier, typeOnly }) => ({ specifier, typeOnly }));
}

export function isRelativeSpecifier(specifier: string): boolean {
  return specifier.startsWith('./') || specifier.startsWith('../') || specifier.startsWith('/');
}

/** `@mui/x-data-grid/locales` → `@mui/x-data-grid`, `dayjs/locale/fr` → `dayjs`. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}
