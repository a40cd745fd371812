import { Marked, type Tokens } from 'marked';
import { escapeHtml } from '../../ui/escapeHtml';

/** The page of an API name (`GridRowsProp`), or null when the reference has none. */
export type ApiLinkResolver = (name: string) => string | null;

const API_LINK = /\[\[([A-Za-z_$][\w$]*)\]\]/g;

/**
 * A JSDoc text of the packages as inline HTML: markdown, with `[[GridRowsProp]]` turned into a link
 * to our page for it (code when there is none). Raw HTML in the text is shown, never interpreted.
 */
export function renderApiText(text: string, linkFor: ApiLinkResolver): string {
  if (!text) return '';
  const withLinks = text.replace(API_LINK, (_match, name: string) => {
    const href = linkFor(name);
    return href ? `[\`${name}\`](${href})` : `\`${name}\``;
  });
  const marked = new Marked({ gfm: true, breaks: false });
  marked.use({
    renderer: {
      html: ({ text: raw }: Tokens.HTML | Tokens.Tag) => escapeHtml(raw),
      link({ href, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        if (!/^(https?:\/\/|\/|#)/.test(href)) return inner;
        const external = /^https?:\/\//.test(href) ? ' rel="noopener"' : '';
        return `<a href="${escapeHtml(href)}"${external}>${inner}</a>`;
      },
    },
  });
  return (marked.parse(withLinks, { async: false }) as string).trim();
}
