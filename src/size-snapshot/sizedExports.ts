import type { SizedExportKind } from './types';

export interface SizedExport {
  name: string;
  kind: SizedExportKind;
  packageName: string;
}

/**
 * What an export of a package is, from its name and its runtime value: a hook (`useGridApiRef`),
 * a component (a capitalized function, or a `forwardRef`/`memo` object), or neither (constants,
 * contexts, locales, class name maps).
 */
export function exportKind(name: string, value: unknown): SizedExportKind | null {
  if (/^use[A-Z]/.test(name) && typeof value === 'function') return 'hook';
  if (!/^[A-Z]/.test(name)) return null;
  if (typeof value === 'function') return 'component';
  const type = value && typeof value === 'object' ? (value as { $$typeof?: unknown }).$$typeof : undefined;
  return type === Symbol.for('react.forward_ref') || type === Symbol.for('react.memo') ? 'component' : null;
}

/**
 * The components and hooks of the packages, each once per product (the grid and the charts both
 * export a `ToolbarButton`), with the package a reader imports it from: `home(product, name)` when
 * it names one (the API reference's plan for the export), else the product's first package, in the
 * order given (community first), that exports it. The Pro and Premium packages re-export
 * everything below them and export placeholders of the plans above (`DataGridPremium` from the Pro
 * package only throws): the reference's plan keeps those placeholders out.
 */
export function sizedExports(
  packages: ReadonlyArray<{ name: string; product: string; exports: Record<string, unknown> }>,
  home: (product: string, exportName: string) => string | undefined,
): SizedExport[] {
  const found = new Map<string, SizedExport>();
  for (const { name: packageName, product, exports } of packages) {
    for (const [name, value] of Object.entries(exports)) {
      const kind = exportKind(name, value);
      const key = `${product}:${name}`;
      if (!kind || found.has(key)) continue;
      const homePackage = home(product, name) ?? packageName;
      if (!(name in (packages.find((candidate) => candidate.name === homePackage)?.exports ?? {}))) continue;
      found.set(key, { name, kind, packageName: homePackage });
    }
  }
  return [...found.values()];
}
