import * as React from 'react';
import { PAGES_PER_STEP } from './searchDocs';

/**
 * What the reader asks the dialog: the query, the product put first and how many pages to show.
 * Each opening starts afresh (an empty box, the product of the page being read); a new query or
 * product starts again from the first pages, and "show more" adds some.
 */
export function useSearchQuery(open: boolean, pageProduct: string | null) {
  const [product, setProduct] = React.useState<string | null>(pageProduct);
  const [query, setQuery] = React.useState('');

  // A navigation that ends while the dialog is open (the reader reopened search before the chosen
  // page arrived) keeps what they are typing: only an opening resets.
  const [wasOpen, setWasOpen] = React.useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setProduct(pageProduct);
      setQuery('');
    }
  }

  const [pages, setPages] = React.useState({ count: PAGES_PER_STEP, query, product });
  if (pages.query !== query || pages.product !== product) {
    setPages({ count: PAGES_PER_STEP, query, product });
  }
  const showMore = () => setPages({ count: pages.count + PAGES_PER_STEP, query, product });

  return { query, setQuery, product, setProduct, pageCount: pages.count, showMore };
}
