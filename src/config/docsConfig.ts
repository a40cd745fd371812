import { LANGUAGES, type Language } from '../i18n/languages';

export interface DocsConfig {
  languages: readonly Language[];
  /** Host of the production site; the service worker registers only there and on its subdomains. */
  docsHost: string;
  /** Origin of the production site, for canonical links and the sitemap. */
  siteOrigin: string;
  /** The MUI X repository: the header's GitHub link and the API pages' links to the packages' sources. */
  repository: string;
  /**
   * The repository this site is built from (`https://github.com/org/repo`), where a guide's
   * Markdown and a demo's source live; null when not configured, and then no page links to them.
   */
  siteRepository: string | null;
  /** The branch of `siteRepository` that the edit and source links open. */
  siteBranch: string;
}

const DOCS_HOST = process.env.NEXT_PUBLIC_DOCS_HOST || 'mui.com';

export const DOCS_CONFIG: DocsConfig = {
  languages: LANGUAGES,
  docsHost: DOCS_HOST,
  siteOrigin: `https://${DOCS_HOST}`,
  repository: 'https://github.com/mui/mui-x',
  siteRepository: process.env.NEXT_PUBLIC_DOCS_REPOSITORY?.replace(/\/+$/, '') || null,
  siteBranch: process.env.NEXT_PUBLIC_DOCS_BRANCH || 'main',
};

/**
 * A link to a file of this site's repository (`data/…`): `edit` opens the editor, `blob` shows it.
 * Null when the repository is not configured: the docs are ours, so their source is never looked
 * for in the MUI X repository.
 */
export function siteSourceUrl(
  config: Pick<DocsConfig, 'siteRepository' | 'siteBranch'>,
  mode: 'edit' | 'blob',
  file: string,
): string | null {
  return config.siteRepository ? `${config.siteRepository}/${mode}/${config.siteBranch}/${file}` : null;
}
