const CODE_SPAN = /`[^`]*`/g;

/**
 * Whether a `@default` of the packages is a sentence rather than a value: it names code between
 * backticks inside words (`true` for desktop, `false` for mobile), or it opens as a sentence
 * (The first axis item.). Such a default is shown as text with its code spans, not as one code
 * span with the backticks in it.
 */
export function isProseDefault(value: string): boolean {
  if (value.includes('`') && /[A-Za-z]{2,}/.test(value.replace(CODE_SPAN, ''))) return true;
  return /^[A-Z][A-Za-z]* [a-z]+ [a-z]+/.test(value);
}
