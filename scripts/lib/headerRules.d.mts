export interface HeaderRule {
  /** `/*`, `/_next/static/*` or an exact path (`/x/sw.js`). */
  path: string;
  headers: Record<string, string>;
}
export declare function parseHeadersFile(text: string): HeaderRule[];
export declare function headersForPath(rules: readonly HeaderRule[], pathname: string): Record<string, string>;
