// What the MCP server's tools accept beyond their schema's types: each check fails with a message
// an assistant can act on, which the SDK hands back as the tool's error result.
import type { CodeStyling, CodeVariant } from '../code/codePreferences';

/** Longer than any real question; a longer query is a pasted document, not a search. */
export const MAX_QUERY_LENGTH = 200;

/** Longer than any page's address on the site. */
export const MAX_ADDRESS_LENGTH = 500;

/** A tool input the server cannot answer: its message says what to send instead. */
export class ToolInputError extends Error {
  override name = 'ToolInputError';
}

/** The query, trimmed; fails when it is empty or too long to be a search. */
export function checkQuery(query: string): string {
  const trimmed = query.trim();
  if (!trimmed) {
    throw new ToolInputError('The query is empty: give a few words or an API name, such as "sortModel".');
  }
  if (trimmed.length > MAX_QUERY_LENGTH) {
    throw new ToolInputError(
      `The query is ${trimmed.length.toLocaleString('en-US')} characters long; at most ${MAX_QUERY_LENGTH} are searched. Search for the few words that matter.`,
    );
  }
  return trimmed;
}

/** The code of a page's demos, as the tool names it. */
export const CODE_VARIANT_NAMES = { ts: 'TS', js: 'JS' } as const satisfies Record<string, CodeVariant>;
export const CODE_STYLING_NAMES = {
  system: 'MUI System',
  tailwind: 'Tailwind',
  css: 'CSS',
} as const satisfies Record<string, CodeStyling>;

export type CodeVariantName = keyof typeof CODE_VARIANT_NAMES;
export type CodeStylingName = keyof typeof CODE_STYLING_NAMES;
