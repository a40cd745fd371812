import NextLink from 'next/link';
import { useTranslate } from '../i18n/TranslationsContext';
import classes from './SearchDialog.module.css';
import { searchProductLabelKey } from './searchProducts';
import type { SearchState } from './usePagefindSearch';
import type { SearchStrings } from './useSearchStrings';

interface SearchResultListProps {
  state: SearchState;
  activeIndex: number;
  onOpen: () => void;
  s: SearchStrings;
}

/** The results, grouped by page: each a link to the page or to a section or API item of it. */
export function SearchResultList({ state, activeIndex, onOpen, s }: SearchResultListProps) {
  const t = useTranslate();
  let optionIndex = 0;
  return (
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
                      // Results change with every keystroke: fetch a page's data on hover or
                      // opening, not for every result shown.
                      prefetch={false}
                      data-active={index === activeIndex}
                      data-kind={item.kind}
                      onClick={onOpen}
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
  );
}
