import * as React from 'react';
import { useRouter } from 'next/router';
import type { ProductInfo } from '../nav/productInfo';
import { createPageViewScheduler, pageViewPayload } from './pageView';
import { sendPageView } from './tracker';

/** A page view for every route change (hash changes are the same page), once analytics is on. */
export function usePageViews(analyticsOn: boolean, { productId, productCategoryId }: ProductInfo) {
  const path = useRouter().asPath.replace(/#.*$/, '');
  const [scheduler] = React.useState(() => createPageViewScheduler(sendPageView));

  React.useEffect(() => {
    if (!analyticsOn) {
      return undefined;
    }
    scheduler.schedule(() => pageViewPayload(document.title, window.location.href, { productId, productCategoryId }));
    return scheduler.cancel;
  }, [analyticsOn, path, productId, productCategoryId, scheduler]);
}
