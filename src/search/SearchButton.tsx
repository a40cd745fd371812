import * as React from 'react';
import dynamic from 'next/dynamic';
import { useTranslate } from '../i18n/TranslationsContext';
import { SearchRounded } from '../ui/frameIcons';
import { isApplePlatform, readPlatform } from '../ui/platform';
import { useBrowserValue } from '../ui/useBrowserValue';
import { searchShortcutLabel } from './searchShortcut';
import { useSearchShortcut } from './useSearchShortcut';

// The dialog and Pagefind load when the reader first opens search: reading never pays for them.
const SearchDialog = dynamic(() => import('./SearchDialog'), { ssr: false });

/** The app bar's search button, and the keyboard shortcuts that open the search dialog. */
export function SearchButton({ canonicalPath }: { canonicalPath: string }) {
  const t = useTranslate();
  // null until first opened: the dialog is not loaded before.
  const [open, setOpen] = React.useState<boolean | null>(null);
  const openSearch = React.useCallback(() => setOpen(true), []);
  useSearchShortcut(openSearch);
  const shortcut = useBrowserValue(() => searchShortcutLabel(isApplePlatform(readPlatform())), 'Ctrl K');
  return (
    <>
      <button type="button" className="search-button" aria-keyshortcuts="Control+K Meta+K /" onClick={openSearch}>
        <SearchRounded fontSize="small" />
        {/* Named by its text, "Search Ctrl K": the visible shortcut is part of the name. */}
        <span className="visually-hidden">{t('search')}</span>
        <kbd>{shortcut}</kbd>
      </button>
      {open === null ? null : <SearchDialog open={open} onClose={() => setOpen(false)} canonicalPath={canonicalPath} />}
    </>
  );
}
