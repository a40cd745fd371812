import ts from 'typescript';
import { cleanJsDocText } from './cleanJsDocText';

export interface JsDocFacts {
  description: string;
  tags: Map<string, string[]>;
}

/** The JSDoc of a symbol, cleaned for readers: its text and its tags by name (`default`, `deprecated`, `param`, …). */
export function readJsDoc(checker: ts.TypeChecker, symbol: ts.Symbol): JsDocFacts {
  const description = cleanJsDocText(ts.displayPartsToString(symbol.getDocumentationComment(checker)));
  const tags = new Map<string, string[]>();
  for (const tag of symbol.getJsDocTags(checker)) {
    const raw = ts.displayPartsToString(tag.text).trim();
    const text = tag.name === 'default' ? raw : cleanJsDocText(raw);
    tags.set(tag.name, [...(tags.get(tag.name) ?? []), text]);
  }
  return { description, tags };
}

/** A `@param` tag's text is `name description`: split it. */
export function splitParamTag(text: string): { name: string; description: string } {
  const match = /^(\S+)\s*-?\s*([\s\S]*)$/.exec(text);
  return match ? { name: match[1], description: match[2].trim() } : { name: text, description: '' };
}
