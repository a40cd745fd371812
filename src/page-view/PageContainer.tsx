import * as React from 'react';
import { MAIN_CONTENT_ID } from '../ui/SkipToContent';

/**
 * The main region: the readable column and an optional side column (the TOC). The columns are
 * set by the container, so the text column has its final width from the first paint, before the
 * side column has arrived. The main region is what the search index reads of a page (see
 * src/search/README.md).
 */
export function PageContainer({ children, aside }: { children: React.ReactNode; aside?: React.ReactNode }) {
  return (
    <div className={aside ? 'page-container with-aside' : 'page-container'}>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} data-pagefind-body="" className="page-main">
        {children}
      </main>
      {aside ? <div className="page-aside">{aside}</div> : null}
    </div>
  );
}
