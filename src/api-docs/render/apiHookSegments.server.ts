import { highlight } from '../../code/highlight';
import { escapeHtml } from '../../ui/escapeHtml';
import { headingHtml } from '../../markdown/headingHtml';
import type { MarkdownPage } from '../../markdown/types';
import type { ApiHook } from '../types';
import { apiTableHtml } from './apiTableHtml';
import { renderApiText, type ApiLinkResolver } from './renderApiText.server';

/** A hook on a `hooks-api` tab: its import, signature, parameters and return value. */
export function apiHookSegments(
  hook: ApiHook,
  strings: (key: string) => string,
  linkFor: ApiLinkResolver,
): Pick<MarkdownPage, 'toc' | 'segments'> {
  const t = strings;
  const code = `import { ${hook.name} } from '${hook.packageName}';\n\n${hook.name}${hook.signature.replace(/^<[^(]*>/, '')}`;
  const rows = hook.params.map(
    (param) =>
      `<tr id="${hook.name}-param-${escapeHtml(param.name)}"><td><code>${escapeHtml(param.name)}</code>${
        param.required ? `<span class="api-flag api-required">${escapeHtml(t('api-docs.required'))}</span>` : ''
      }</td><td><code>${escapeHtml(param.type)}</code></td><td>${renderApiText(param.description, linkFor)}</td></tr>`,
  );
  let html = '';
  if (hook.description) html += `<div class="api-description">${renderApiText(hook.description, linkFor)}</div>\n`;
  const after =
    (rows.length
      ? apiTableHtml(
          [
            { header: t('api-docs.name'), width: 24 },
            { header: t('api-docs.type'), width: 32 },
            { header: t('api-docs.description'), width: 44 },
          ],
          rows,
        )
      : '') +
    `<p class="api-returns">${escapeHtml(t('api-docs.returns'))} <code>${escapeHtml(hook.returns.type)}</code> ${renderApiText(
      hook.returns.description,
      linkFor,
    )}</p>\n`;
  return {
    toc: [{ id: hook.name, text: hook.name, children: [] }],
    segments: [
      { type: 'html', html: headingHtml(2, hook.name, `<code>${escapeHtml(hook.name)}</code>`, hook.name) + html },
      { type: 'code', code, language: 'tsx', html: highlight(code, 'tsx') },
      { type: 'html', html: after },
    ],
  };
}
