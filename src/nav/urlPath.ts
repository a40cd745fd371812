/** `/x/introduction` → `/x/introduction/` (the URL form, with the trailing slash). */
export function toUrlPath(canonicalPathname: string): string {
  return canonicalPathname === '/' ? '/' : `${canonicalPathname}/`;
}
