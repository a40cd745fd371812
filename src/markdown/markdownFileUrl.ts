// Where a page's Markdown is published, for each code variant and styling of its demos. Used by
// the build (scripts/generate-markdown.mts) and by the "Copy page" button, so both agree; it is in
// every page's JavaScript, so it stays tiny and imports nothing but types.
import type { CodeStyling, CodeVariant } from '../code/codePreferences';

export interface CodeChoice {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
}

/**
 * The Markdown file of a page (`/x/react-data-grid/sorting/`): `sorting.md` holds its demos in
 * TypeScript with MUI System, `sorting.js.md` in JavaScript, `sorting.tailwind.md` and
 * `sorting.tailwind.js.md` in Tailwind. `demoStylings` are the stylings its demos are written in
 * (none for a page without demos, which has one file); a styling none of them has falls back to
 * MUI System, as the demos themselves do.
 */
export function markdownFileUrl(pageUrl: string, demoStylings: readonly CodeStyling[], choice: CodeChoice): string {
  const base = pageUrl === '/' ? '/index' : pageUrl.replace(/\/$/, '');
  if (!demoStylings.length) {
    return `${base}.md`;
  }
  // `.tailwind`, `.css`: the names of the stylings' folders in data/ (src/demos/demoLayout.ts).
  const styling =
    choice.codeStyling === 'MUI System' || !demoStylings.includes(choice.codeStyling)
      ? ''
      : `.${choice.codeStyling.toLowerCase()}`;
  return `${base}${styling}${choice.codeVariant === 'JS' ? '.js' : ''}.md`;
}
