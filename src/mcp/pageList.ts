// The pages of a product, read from the export's /llms.txt: every English page with its title and
// description, as the build listed them (src/markdown-export/llmsTxt.ts writes the file).
import type { ApiProduct } from '../api-docs/types';
import { getProductInfoFromUrl } from '../nav/productInfo';
import { searchPageKind, type SearchPageKind } from '../search/searchAttributes';
import { pagePathOfMarkdown } from './addresses';

export interface ListedPage {
  title: string;
  /** The page's path (`/x/react-data-grid/sorting/`). */
  path: string;
  /** Its Markdown file (`/x/react-data-grid/sorting.md`). */
  markdown: string;
  description: string;
  /** The llms.txt section it is listed under (a navigation group: `Data Grid`, `Introduction`…). */
  section: string;
  kind: SearchPageKind;
}

/** A product of the four, or `general`: the introduction, common concepts and the rest. */
export type PageListProduct = ApiProduct | 'general';

const ENTRY = /^- \[((?:\\.|[^\]\\])*)\]\((\/[^)\s]+\.md)\): ?(.*)$/;

/** The pages llms.txt lists, in its order. */
export function parseLlmsTxt(text: string): ListedPage[] {
  let section = '';
  const pages: ListedPage[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('## ')) {
      section = line.slice(3).trim();
      continue;
    }
    const match = ENTRY.exec(line);
    if (!match) continue;
    const [, title, markdown, description] = match;
    const path = pagePathOfMarkdown(markdown);
    pages.push({
      title: title.replace(/\\([\\[\]])/g, '$1'),
      path,
      markdown,
      description: description.trim(),
      section,
      kind: searchPageKind(path),
    });
  }
  return pages;
}

/** The product a page belongs to, as the page list groups them. */
export function pageListProduct(path: string): PageListProduct {
  const { productId } = getProductInfoFromUrl(path);
  const product = /^x-(data-grid|date-pickers|charts|tree-view)$/.exec(productId)?.[1] as ApiProduct | undefined;
  return product ?? 'general';
}

/** The pages of `product`, guides or API pages or both, in the order llms.txt lists them. */
export function pagesOf(
  pages: readonly ListedPage[],
  product: PageListProduct,
  kind: SearchPageKind | 'all',
): ListedPage[] {
  return pages.filter((page) => pageListProduct(page.path) === product && (kind === 'all' || page.kind === kind));
}
