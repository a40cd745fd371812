import * as React from 'react';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { readStorage, writeStorage } from '../ui/storage';
import { translate } from '../i18n/translate';
import { useTranslate, useUserLanguage } from '../i18n/TranslationsContext';
import { PlainButton } from '../ui/PlainButton';
import { SearchRounded } from '../ui/frameIcons';
import searchDialogStrings from '../../generated/search/searchDialogStrings.json';
import { RECENT_SEARCHES_KEY, addRecentSearch, parseRecentSearches, serializeRecentSearches } from './recentSearches';
import { SEARCH_PRODUCTS, searchProductLabelKey, searchProductOfPage } from './searchProducts';
import { PAGES_PER_STEP } from './searchDocs';
import { countMessage, flattenGroups } from './searchResults';
import classes from './SearchDialog.module.css';
import { usePagefindSearch, type SearchState } from './usePagefindSearch';

interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** The page being read, whose product is put first. */
  canonicalPath: string;
}

/** The dialog's own strings (shipped with it, not in every page's site data), in the page's language. */
function useSearchStrings() {
  const language = useUserLanguage();
  return React.useCallback(
    (key: string, values?: Record<string, string>) =>
      translate({ current: searchDialogStrings[language], fallback: searchDialogStrings.en }, key, values),
    [language],
  );
}

function statusMessage(state: SearchState, s: ReturnType<typeof useSearchStrings>): string {
  switch (state.status) {
    case 'loading':
      return s('loading');
    case 'unavailable':
      // The development server has no index: say how to get one instead of a failure.
      return process.env.NODE_ENV === 'production' ? s('unavailable') : s('noIndexInDev');
    case 'ready': {
      if (state.groups.length === 0) return s('noResults', { query: state.query });
      const count = countMessage(state.groups.length, state.total);
      const line = s(count.key, count.values);
      return state.correctedTo ? `${s('correctedTo', { query: state.correctedTo })}. ${line}` : line;
    }
    default:
      return '';
  }
}

/**
 * The search dialog: a search box, the product to put first, and the results grouped by page,
 * each a link to the page or to a section or API item of it. Arrow keys move the active result
 * (announced to screen readers), Enter opens it, Escape closes the dialog and gives focus back.
 * Loaded when the reader first opens search.
 */
export default function SearchDialog({ open, onClose, canonicalPath }: SearchDialogProps) {
  const t = useTranslate();
  const s = useSearchStrings();
  const language = useUserLanguage();
  const router = useRouter();
  const pageProduct = searchProductOfPage(canonicalPath);
  const [product, setProduct] = React.useState<string | null>(pageProduct);
  const [query, setQuery] = React.useState('');
  const [active, setActive] = React.useState(0);
  const [announcement, setAnnouncement] = React.useState('');
  const [recent, setRecent] = React.useState<string[]>(() =>
    parseRecentSearches(readStorage('localStorage', RECENT_SEARCHES_KEY)),
  );
  const listRef = React.useRef<HTMLDivElement>(null);
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const returnFocusRef = React.useRef<HTMLElement | null>(null);
  const ids = React.useId();

  // Focus goes back where it was. When search was opened from the page itself (focus on the
  // body, which takes none), the hidden search box would keep focus and swallow the next `/`.
  const returnFocus = () => {
    returnFocusRef.current?.focus();
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && dialogRef.current?.contains(focused)) focused.blur();
  };

  // The browser's modal dialog: the page behind is inert, Escape closes it.
  React.useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      inputRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocus();
    }
  }, [open]);

  // However it closed (Escape, the close button, a result), focus goes back where it was. The
  // close event comes a task after `close()`: if the reader has opened search again meanwhile
  // (Escape then `/` at once), it is stale and must not close the new opening.
  const onDialogClose = () => {
    if (dialogRef.current?.open) return;
    onClose();
    returnFocus();
  };

  // Each opening starts afresh: an empty box (with the recent searches) and the product of the
  // page being read. A navigation that ends while the dialog is open (the reader reopened search
  // before the chosen page arrived) keeps what they are typing.
  const [wasOpen, setWasOpen] = React.useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (open) {
      setProduct(pageProduct);
      setQuery('');
    }
  }

  // A new query or product starts again from the first pages; "show more" adds some.
  const [pages, setPages] = React.useState({ count: PAGES_PER_STEP, query, product });
  if (pages.query !== query || pages.product !== product) {
    setPages({ count: PAGES_PER_STEP, query, product });
  }
  const state = usePagefindSearch(query, product, language, open, pages.count);
  const showRecent = query.trim() === '' && recent.length > 0;
  const options = React.useMemo(
    () =>
      showRecent
        ? recent.map((text) => ({ kind: 'recent' as const, text, label: s('searchAgain', { query: text }) }))
        : flattenGroups(state.groups).map(({ item, group }) => ({
            kind: 'result' as const,
            url: item.url,
            label: s('activeResult', { title: item.title, page: group.title }),
          })),
    [showRecent, recent, state.groups, s],
  );
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));

  // A new list starts at its first entry.
  const [listKey, setListKey] = React.useState(options);
  if (listKey !== options) {
    setListKey(options);
    setActive(0);
  }

  React.useEffect(() => {
    listRef.current?.querySelector('[data-active="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, options]);

  const rememberQuery = () => {
    const next = addRecentSearch(recent, query);
    setRecent(next);
    writeStorage('localStorage', RECENT_SEARCHES_KEY, serializeRecentSearches(next));
  };

  const openResult = (url: string) => {
    rememberQuery();
    onClose();
    void router.push(url);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    // In a filled search box Chromium's Escape would only clear the text: one Escape closes.
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (options.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = (activeIndex + step + options.length) % options.length;
      setActive(next);
      setAnnouncement(options[next].label);
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      const option = options[activeIndex];
      if (option.kind === 'recent') setQuery(option.text);
      else openResult(option.url);
    }
  };

  const message = statusMessage(state, s);
  const hasMore = state.status === 'ready' && state.total > state.groups.length;
  let optionIndex = 0;

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
      <div className={classes.searchRow}>
        <SearchRounded />
        <input
          className={classes.input}
          type="search"
          ref={inputRef}
          value={query}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={s('placeholder')}
          aria-label={s('label')}
          aria-describedby={`${ids}-hint`}
          aria-controls={`${ids}-list`}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
        />
        <PlainButton onClick={onClose} className={classes.escape}>
          Esc
          {/* Named "Esc, Close search": the visible key is part of the name. */}
          <span className="visually-hidden">{`, ${s('close')}`}</span>
        </PlainButton>
      </div>
      <div role="group" aria-label={s('products')} className={classes.products}>
        {[{ id: null, labelKey: null }, ...SEARCH_PRODUCTS].map((option) => (
          <PlainButton
            key={option.id ?? 'all'}
            aria-pressed={product === option.id}
            onClick={() => setProduct(option.id)}
            className={classes.chip}
          >
            {option.labelKey ? t(option.labelKey) : s('allProducts')}
          </PlainButton>
        ))}
      </div>
      <div ref={listRef} id={`${ids}-list`} className={classes.results}>
        <div role="status" className={classes.status}>
          {message}
        </div>
        {showRecent ? (
          <section aria-labelledby={`${ids}-recent`}>
            <h2 id={`${ids}-recent`} className={classes.recentTitle}>
              {s('recent')}
            </h2>
            <ul className={classes.list}>
              {recent.map((text, index) => (
                <li key={text}>
                  <PlainButton
                    data-active={index === activeIndex}
                    aria-label={s('searchAgain', { query: text })}
                    onClick={() => setQuery(text)}
                    className={`${classes.option} ${classes.recentOption}`}
                  >
                    {text}
                  </PlainButton>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {!showRecent && state.status === 'ready' ? (
          <ul data-query={state.query} data-corrected={state.correctedTo ?? undefined} className={classes.list}>
            {state.groups.map((group) => {
              const productKey = searchProductLabelKey(group.product);
              return (
                <li key={group.url} className={classes.group}>
                  <div className={classes.groupTitle}>
                    <span>{group.title}</span>
                    {productKey ? <span>{t(productKey)}</span> : null}
                    {group.pageKind === 'api' ? <span>{s('api')}</span> : null}
                  </div>
                  <ul className={classes.list}>
                    {group.items.map((item) => {
                      const index = optionIndex++;
                      return (
                        <li key={item.url}>
                          <NextLink
                            href={item.url}
                            // Results change with every keystroke: fetch a page's data on hover
                            // or opening, not for every result shown.
                            prefetch={false}
                            data-active={index === activeIndex}
                            data-kind={item.kind}
                            onClick={() => {
                              rememberQuery();
                              onClose();
                            }}
                            className={classes.option}
                          >
                            <span className={classes.optionTitle}>{item.title}</span>
                            <span
                              className={classes.optionExcerpt}
                              // Sanitized: text with <mark> highlights only (sanitizeExcerpt).
                              dangerouslySetInnerHTML={{ __html: item.excerptHtml }}
                            />
                          </NextLink>
                        </li>
                      );
                    })}
                  </ul>
                </li>
              );
            })}
          </ul>
        ) : null}
        {!showRecent && hasMore ? (
          <PlainButton
            onClick={() => setPages({ count: pages.count + PAGES_PER_STEP, query, product })}
            className={classes.more}
          >
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
