import { PlainButton } from '../ui/PlainButton';
import classes from './SearchDialog.module.css';
import type { SearchStrings } from './useSearchStrings';

interface RecentSearchListProps {
  id: string;
  recent: readonly string[];
  activeIndex: number;
  onSearch: (query: string) => void;
  s: SearchStrings;
}

/** The recent searches, shown while the search box is empty: each searches again. */
export function RecentSearchList({ id, recent, activeIndex, onSearch, s }: RecentSearchListProps) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={classes.recentTitle}>
        {s('recent')}
      </h2>
      <ul className={classes.list}>
        {recent.map((text, index) => (
          <li key={text}>
            <PlainButton
              data-active={index === activeIndex}
              aria-label={s('searchAgain', { query: text })}
              onClick={() => onSearch(text)}
              className={`${classes.option} ${classes.recentOption}`}
            >
              {text}
            </PlainButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
