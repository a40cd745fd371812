// The floor of a text page for the Lighthouse benchmark: the same HTML, stylesheet and fonts with
// every script taken out (the framework, the page's data, the inline scripts). What it scores is
// the limit of the design for a page that paints its article and runs nothing.

/** `html` without its scripts (external, inline and the JSON of the page's data) and their preloads. */
export function floorHtml(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*\bas="script"[^>]*\/?>/gi, '');
}

/** Where the benchmark serves the floor, beside the page it is the floor of. */
export const floorPathname = (pagePathname: string) => `/_floor${pagePathname}`;
