// The Markdown export's common ground: a page written in markdown, which most kinds start from.
import { readMarkdownSource } from '../../markdown/loadMarkdownPage.server';
import { demoIdForRoute } from '../../markdown/markdownFile';
import { expandPlanTables, markdownPlanMark } from '../../markdown/planTable';
import { sourceToDocument } from '../../markdown-export/sourceToDocument.server';
import type { MarkdownDocument } from '../../markdown-export/types';
import { expandApiMethodDirectives } from './apiMethodTables.server';
import type { MarkdownExportContext } from './markdownExportContext';

/** A page written in markdown under `data/`: its translation when there is one, English otherwise. */
export function markdownPage({
  route,
  language,
  content,
  demoFiles,
  planTable,
}: MarkdownExportContext<unknown>): MarkdownDocument {
  const { file, source: written } = readMarkdownSource(content.dataDir, route.canonicalPathname, language);
  const withPlanTables = expandPlanTables(written, (product) => {
    if (!planTable) throw new Error(`data/${file}: no plan table "${product}" in this export.`);
    return planTable(product, language);
  });
  const source = expandApiMethodDirectives(content, language, markdownPlanMark)(withPlanTables, `data/${file}`);
  return sourceToDocument(source, {
    language,
    file: `data/${file}`,
    demoFiles: (name) => demoFiles(demoIdForRoute(route.canonicalPathname, name)),
  });
}

/** Adds text after a document's parts. */
export const withText = (document: MarkdownDocument, text: string): MarkdownDocument => ({
  ...document,
  parts: [...document.parts, { type: 'text', text }],
});
