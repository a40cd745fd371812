import * as React from 'react';

// The HTML read back from the first document, by path and segment: the router keeps the first
// page's serialized props (without that HTML) for when the reader comes back to it.
const readBack = new Map<string, string>();

/** The attribute that marks a segment's element, so its HTML can be found in the served document. */
export const HTML_SEGMENT_ATTRIBUTE = 'data-html-segment';

/**
 * A text segment's HTML: as the props give it, or, when they left it in the document
 * (`inDocument`), as the served document holds it, read once while the page hydrates.
 */
export function useHtmlFromDocument(index: number, html: string, inDocument: boolean): string {
  const [fromDocument] = React.useState(() => {
    if (!inDocument || typeof document === 'undefined') return '';
    const key = `${window.location.pathname}#${index}`;
    const known = readBack.get(key);
    if (known !== undefined) return known;
    const found = document.querySelector(`[${HTML_SEGMENT_ATTRIBUTE}="${index}"]`)?.innerHTML ?? '';
    readBack.set(key, found);
    return found;
  });
  return inDocument ? fromDocument : html;
}
