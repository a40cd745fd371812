import { LANGUAGES, type Language } from '../i18n/languages';

export interface DocsConfig {
  languages: readonly Language[];
  /** Origin of the production site, for canonical links and the sitemap. */
  siteOrigin: string;
  repository: string;
  /** Branch whose files the edit link opens. */
  editBranch: string;
}

export const DOCS_CONFIG: DocsConfig = {
  languages: LANGUAGES,
  siteOrigin: `https://${process.env.NEXT_PUBLIC_DOCS_HOST || 'mui.com'}`,
  repository: 'https://github.com/mui/mui-x',
  editBranch: 'master',
};
