import { countMessage } from './searchResults';
import type { SearchState } from './usePagefindSearch';
import type { SearchStrings } from './useSearchStrings';

/** What the dialog's status line says of the search's state. */
export function statusMessage(state: SearchState, s: SearchStrings): string {
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
