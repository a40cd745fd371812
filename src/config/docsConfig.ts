import { LANGUAGES, type Language } from '../i18n/languages';

export interface DocsConfig {
  languages: readonly Language[];
  /** Host of the production site; the service worker registers only there and on its subdomains. */
  docsHost: string;
  /** Origin of the production site, for canonical links and the sitemap. */
  siteOrigin: string;
  repository: string;
  /** Branch whose files the edit link opens. */
  editBranch: string;
}

const DOCS_HOST = process.env.NEXT_PUBLIC_DOCS_HOST || 'mui.com';

export const DOCS_CONFIG: DocsConfig = {
  languages: LANGUAGES,
  docsHost: DOCS_HOST,
  siteOrigin: `https://${DOCS_HOST}`,
  repository: 'https://github.com/mui/mui-x',
  editBranch: 'master',
};
