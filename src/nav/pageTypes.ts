export type Plan = 'pro' | 'premium';

/** One entry of the documentation navigation tree. */
export interface DocsPage {
  /** Absolute path without trailing slash (`/x/react-data-grid/editing`), or an external URL. */
  pathname: string;
  /** Overrides the title from the page-title dictionary. */
  title?: string;
  /** Renders the entry as a heading of its children instead of a link. */
  subheader?: string;
  children?: DocsPage[];
  plan?: Plan;
  newFeature?: boolean;
  planned?: boolean;
  unstable?: boolean;
  /** The group of a product's API pages: its entries are not sent in the site data (see NavItem). */
  apiProduct?: string;
}

export function isExternal(pathname: string): boolean {
  return /^https?:\/\//.test(pathname);
}
