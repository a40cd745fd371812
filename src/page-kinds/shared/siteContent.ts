import type { ApiHook, ApiIndexEntry, ApiMethodGroups } from '../../api-docs/types';
import type { Language } from '../../i18n/languages';
import type { Dictionary } from '../../i18n/translate';
import type { DocsPage } from '../../nav/pageTypes';

/** Everything the site is built from: the nav tree, the dictionaries and the markdown folder. */
export interface SiteContent {
  pages: DocsPage[];
  dictionaries: Record<Language, Dictionary>;
  /** Absolute path of the folder that holds the markdown (`data/`). */
  dataDir: string;
  /** Absolute path of the build's generated files (`generated/`): the API reference, the component sizes. */
  generatedDir: string;
  /** The generated API reference: its pages and the hooks (empty before the extractor has run). */
  api: { entries: readonly ApiIndexEntry[]; hooks: readonly ApiHook[]; methodGroups: ApiMethodGroups };
}
