import * as React from 'react';
import { PlainButton } from '../ui/PlainButton';
import { SearchRounded } from '../ui/frameIcons';
import classes from './SearchDialog.module.css';
import type { SearchStrings } from './useSearchStrings';

interface SearchBoxProps {
  inputRef: React.RefObject<HTMLInputElement | null>;
  /** The prefix of the dialog's ids: the box names its hint and the list it controls. */
  ids: string;
  query: string;
  onQuery: (query: string) => void;
  onKeyDown: (event: React.KeyboardEvent<HTMLInputElement>) => void;
  onClose: () => void;
  s: SearchStrings;
}

/** The search box and the Esc button that closes the dialog. */
export function SearchBox({ inputRef, ids, query, onQuery, onKeyDown, onClose, s }: SearchBoxProps) {
  return (
    <div className={classes.searchRow}>
      <SearchRounded />
      <input
        className={classes.input}
        type="search"
        ref={inputRef}
        value={query}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onQuery(event.target.value)}
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
  );
}
