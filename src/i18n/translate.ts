/** A translation dictionary: strings, nested groups of strings. */
export interface Dictionary {
  [key: string]: string | Dictionary;
}

/** The reader's dictionary and the English one it falls back to. */
export interface Dictionaries {
  current: Dictionary;
  fallback: Dictionary;
}

/** Looks up a dotted key (`api-docs.interfacePageDescription`) in one dictionary. */
export function lookup(dictionary: Dictionary, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') {
      return undefined;
    }
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Translates `key` in `language`, falling back to English and then to the key itself, and
 * fills `{{name}}` placeholders from `values`.
 */
export function translate(dictionaries: Dictionaries, key: string, values?: Record<string, string>): string {
  const text = lookup(dictionaries.current, key) ?? lookup(dictionaries.fallback, key) ?? key;
  if (!values) {
    return text;
  }
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}
