import type { ApiIndexEntry, ApiProduct } from './types';

/**
 * The entry called `name`: the one of `product` when two products have one (the grid's and the
 * charts' `Toolbar`), else the only one.
 */
export function entryNamed<T extends Pick<ApiIndexEntry, 'name' | 'product'>>(
  entries: readonly T[],
  name: string,
  product?: ApiProduct,
): T | undefined {
  const named = entries.filter((entry) => entry.name === name);
  return named.find((entry) => entry.product === product) ?? named[0];
}

/** The product of an `@mui/x-*` package name (`@mui/x-data-grid-pro` → `data-grid`). */
export function productOfPackage(packageName: string): ApiProduct | undefined {
  const match = /^@mui\/x-(data-grid|date-pickers|charts|tree-view)(?:-pro|-premium)?(?:\/|$)/.exec(packageName);
  return match?.[1] as ApiProduct | undefined;
}
