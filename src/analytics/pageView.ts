import { pathnameToLanguage } from '../i18n/pathnameToLanguage';
import type { ProductInfo } from '../nav/productInfo';

/**
 * How long after a route change the page view waits: the new page's `<title>` is written by
 * next/head after the render, so sending at once would report the previous title.
 */
export const PAGE_VIEW_DELAY_MS = 100;

export interface PageViewPayload {
  page_title: string;
  page_location: string;
  productId: string;
  productCategoryId: string;
}

/**
 * The page view of the page at `href`: its location is canonical (no language prefix, no
 * hash) so every translation of a page counts as the same page.
 */
export function pageViewPayload(title: string, href: string, productInfo: ProductInfo): PageViewPayload {
  const url = new URL(href);
  const { canonicalAsServer } = pathnameToLanguage(`${url.pathname}${url.search}`);
  return {
    page_title: title,
    page_location: `${url.origin}${canonicalAsServer}`,
    productId: productInfo.productId,
    productCategoryId: productInfo.productCategoryId,
  };
}

export interface PageViewScheduler {
  /** Sends `read()` after the delay, dropping a page view still waiting. */
  schedule: (read: () => PageViewPayload) => void;
  cancel: () => void;
}

export function createPageViewScheduler(
  send: (payload: PageViewPayload) => void,
  delayMs: number = PAGE_VIEW_DELAY_MS,
): PageViewScheduler {
  let pending: ReturnType<typeof setTimeout> | null = null;
  const cancel = () => {
    if (pending !== null) {
      clearTimeout(pending);
      pending = null;
    }
  };
  return {
    schedule(read) {
      cancel();
      pending = setTimeout(() => {
        pending = null;
        send(read());
      }, delayMs);
    },
    cancel,
  };
}
