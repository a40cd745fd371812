import { escapeHtml } from '../ui/escapeHtml';

// Drawn by the frame's icon CSS (src/ui/frameIcons.css): one short element per heading in the
// page's HTML and data, not an inline SVG.
const LINK_ICON = '<span class="frame-icon frame-icon-link" aria-hidden="true"></span>';

/** A section heading with its anchor link; `innerHtml` is already HTML, `text` is its plain text. */
export function headingHtml(depth: number, id: string, innerHtml: string, text: string): string {
  return (
    `<h${depth} id="${id}">${innerHtml}` +
    `<a class="anchor-link" href="#${id}" aria-label="${escapeHtml(text)}: link to this section">${LINK_ICON}</a>` +
    `</h${depth}>\n`
  );
}
