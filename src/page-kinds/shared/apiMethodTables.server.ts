import { apiPagePathname } from '../../api-docs/apiPaths';
import { entryNamed } from '../../api-docs/entryNamed';
import { loadApiEntry } from '../../api-docs/loadApiReference.server';
import { API_ROW_ID_PREFIX } from '../../api-docs/render/apiRowIds';
import { apiMethodTableMarkdown, expandApiMethodTables } from '../../api-docs/render/apiMethodTable';
import type { Language } from '../../i18n/languages';
import { toUrlPath } from '../../nav/urlPath';
import type { SiteContent } from './siteContent';

/**
 * Expands a page's `{{"apiMethods": "GridSortApi"}}` directives into the table of that feature's
 * methods, read from the `GridApi` page of the reference (which holds every plan's members) and
 * linked to their rows there. Fails, naming the file, on a group the reference does not know.
 */
export function expandApiMethodDirectives(
  content: Pick<SiteContent, 'api' | 'generatedDir'>,
  language: Language,
  mark: (plan: 'pro' | 'premium') => string,
): (source: string, file: string) => string {
  return (source, file) =>
    expandApiMethodTables(source, (group) => {
      const names = content.api.methodGroups[group];
      const gridApi = entryNamed(content.api.entries, 'GridApi', 'data-grid');
      if (!names || !gridApi) throw new Error(`${file}: the API reference has no feature API "${group}".`);
      // Written as the page's other links are: the parser localizes them with the page.
      const pathname = toUrlPath(apiPagePathname(gridApi));
      const wanted = new Set(names);
      const methods = loadApiEntry(content.generatedDir, gridApi).members.filter((member) => wanted.has(member.name));
      return apiMethodTableMarkdown(methods, {
        language,
        hrefOf: (method) => `${pathname}#${API_ROW_ID_PREFIX.member}${method}`,
        mark,
      });
    });
}
