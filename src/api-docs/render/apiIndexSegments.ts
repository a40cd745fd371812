import { escapeHtml } from '../../ui/escapeHtml';
import { headingHtml } from '../../markdown/headingHtml';
import type { MarkdownPage } from '../../markdown/types';
import { API_PLANS } from '../apiPackages';
import type { ApiIndexEntry } from '../types';

/**
 * The generated part of a product's API index: every component and interface of the product,
 * grouped by plan, each linking to its page.
 */
export function apiIndexSegments(
  entries: readonly ApiIndexEntry[],
  strings: (key: string) => string,
  hrefOf: (entry: ApiIndexEntry) => string,
): Pick<MarkdownPage, 'toc' | 'segments'> {
  const toc: MarkdownPage['toc'] = [];
  let html = '';
  for (const plan of API_PLANS) {
    const ofPlan = entries.filter((entry) => entry.plan === plan);
    if (ofPlan.length === 0) continue;
    const label = strings(`api-docs.plan-${plan}`);
    const id = `plan-${plan}`;
    const children: MarkdownPage['toc'] = [];
    toc.push({ id, text: label, children });
    html += headingHtml(2, id, escapeHtml(label), label);
    for (const kind of ['component', 'interface'] as const) {
      const ofKind = ofPlan.filter((entry) => entry.kind === kind).sort((a, b) => a.name.localeCompare(b.name, 'en'));
      if (ofKind.length === 0) continue;
      const kindLabel = strings(kind === 'component' ? 'api-docs.components' : 'api-docs.interfaces');
      const kindId = `${id}-${kind}s`;
      children.push({ id: kindId, text: kindLabel, children: [] });
      html += headingHtml(3, kindId, escapeHtml(kindLabel), kindLabel);
      html += `<ul class="api-index-list">${ofKind
        .map((entry) => `<li><a href="${escapeHtml(hrefOf(entry))}"><code>${escapeHtml(entry.name)}</code></a></li>`)
        .join('')}</ul>\n`;
    }
  }
  return { toc, segments: html ? [{ type: 'html', html }] : [] };
}
