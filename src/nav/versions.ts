import { CURRENT_VERSION, DATA_GRID_V4_ROOT, PICKER_MAJORS, PRODUCT_VERSIONS, VERSION_HOST } from '../../data/versions';

export interface VersionEntry {
  text: string;
  href: string;
  current?: boolean;
}

/**
 * The version picker's list for a page: the current version, then v7, v6 and v5 on their own
 * hosts at the same sub-path, and v4 on data grid pages.
 */
export function versionsForPage(canonicalPath: string, productId: string): VersionEntry[] {
  const subPath = canonicalPath.startsWith('/') ? canonicalPath : `/${canonicalPath}`;
  const entries: VersionEntry[] = [{ text: `v${CURRENT_VERSION}`, href: subPath, current: true }];
  for (const major of PICKER_MAJORS) {
    entries.push({ text: `v${major}`, href: `${VERSION_HOST(major)}${subPath}` });
  }
  if (productId === 'x-data-grid') {
    entries.push({ text: 'v4', href: DATA_GRID_V4_ROOT });
  }
  return entries;
}

export interface ProductVersionList {
  name: string;
  versions: VersionEntry[];
}

/** Every version of every product, for the `/versions/` page. */
export function allProductVersions(): ProductVersionList[] {
  return PRODUCT_VERSIONS.map((product) => ({
    name: product.name,
    versions: [
      { text: `v${CURRENT_VERSION}`, href: product.root, current: true },
      ...product.olderMajors.map((major) => ({
        text: `v${major}`,
        href: major === 4 ? DATA_GRID_V4_ROOT : `${VERSION_HOST(major)}${product.root}`,
      })),
    ],
  }));
}
