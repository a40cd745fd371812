import * as React from 'react';
import { useRouter } from 'next/router';
import { useUserLanguage } from '../i18n/TranslationsContext';
import { PlainButton } from '../ui/PlainButton';
import { searchProductOfPage } from './searchProducts';
import classes from './SearchDialog.module.css';
import { ProductFilter } from './ProductFilter';
import { RecentSearchList } from './RecentSearchList';
import { SearchBox } from './SearchBox';
import { SearchResultList } from './SearchResultList';
import { dialogOptions } from './dialogOptions';
import { useActiveOption } from './useActiveOption';
import { useModalDialog } from './useModalDialog';
import { usePagefindSearch } from './usePagefindSearch';
import { useRecentSearches } from './useRecentSearches';
import { useSearchQuery } from './useSearchQuery';
import { statusMessage } from './statusMessage';
import { useSearchStrings } from './useSearchStrings';

interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** The page being read, whose product is put first. */
  canonicalPath: string;
}

/**
 * The search dialog: a search box, the product to put first, and the results grouped by page,
 * each a link to the page or to a section or API item of it. Arrow keys move the active result
 * (announced to screen readers), Enter opens it, Escape closes the dialog and gives focus back.
 * Loaded when the reader first opens search.
 */
export default function SearchDialog({ open, onClose, canonicalPath }: SearchDialogProps) {
  const s = useSearchStrings();
  const language = useUserLanguage();
  const router = useRouter();
  const pageProduct = searchProductOfPage(canonicalPath);
  const { query, setQuery, product, setProduct, pageCount, showMore } = useSearchQuery(open, pageProduct);
  const { recent, remember } = useRecentSearches();
  const { dialogRef, inputRef, onDialogClose } = useModalDialog(open, onClose);
  const listRef = React.useRef<HTMLDivElement>(null);
  const ids = React.useId();

  const state = usePagefindSearch(query, product, language, open, pageCount);
  const showRecent = query.trim() === '' && recent.length > 0;
  const options = React.useMemo(
    () => dialogOptions(showRecent ? recent : null, state.groups, s),
    [showRecent, recent, state.groups, s],
  );
  const leaveForResult = () => {
    remember(query);
    onClose();
  };
  const { activeIndex, announcement, onKeyDown } = useActiveOption(options, listRef, {
    onClose,
    onChoose: (option) => {
      if (option.kind === 'recent') setQuery(option.text);
      else {
        leaveForResult();
        void router.push(option.url);
      }
    },
  });

  const hasMore = state.status === 'ready' && state.total > state.groups.length;

  return (
    <dialog
      ref={dialogRef}
      className={classes.dialog}
      aria-labelledby={`${ids}-title`}
      onClose={onDialogClose}
      // A click on the backdrop (outside the panel) closes it.
      onClick={(event: React.MouseEvent<HTMLDialogElement>) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <h2 id={`${ids}-title`} className="visually-hidden">
        {s('label')}
      </h2>
      <SearchBox
        inputRef={inputRef}
        ids={ids}
        query={query}
        onQuery={setQuery}
        onKeyDown={onKeyDown}
        onClose={onClose}
        s={s}
      />
      <ProductFilter product={product} onProduct={setProduct} s={s} />
      <div ref={listRef} id={`${ids}-list`} className={classes.results}>
        <div role="status" className={classes.status}>
          {statusMessage(state, s)}
        </div>
        {showRecent ? (
          <RecentSearchList id={`${ids}-recent`} recent={recent} activeIndex={activeIndex} onSearch={setQuery} s={s} />
        ) : null}
        {!showRecent && state.status === 'ready' ? (
          <SearchResultList state={state} activeIndex={activeIndex} onOpen={leaveForResult} s={s} />
        ) : null}
        {!showRecent && hasMore ? (
          <PlainButton onClick={showMore} className={classes.more}>
            {s('showMore')}
          </PlainButton>
        ) : null}
      </div>
      <div id={`${ids}-hint`} className={classes.hint}>
        {s('keyboardHint')}
      </div>
      <div role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </div>
    </dialog>
  );
}
