import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import NextLink from 'next/link';
import { LANGUAGES, LANGUAGE_LABELS } from '../i18n/languages';
import { pathnameInLanguage } from '../i18n/pathnameToLanguage';
import { useUserLanguage } from '../i18n/TranslationsContext';
import { withMuiTheme } from '../theme/MuiTheme';

interface LanguageMenuListProps {
  anchor: HTMLElement;
  canonicalPath: string;
  onClose: () => void;
}

/** The open language menu (its own chunk: loaded on the first click). */
function LanguageMenuList({ anchor, canonicalPath, onClose }: LanguageMenuListProps) {
  const current = useUserLanguage();
  return (
    <Menu
      id="language-menu"
      anchorEl={anchor}
      open
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': 'language-menu-button' } }}
    >
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language}
          component={NextLink}
          href={pathnameInLanguage(canonicalPath, language)}
          hrefLang={language}
          lang={language}
          selected={language === current}
          onClick={onClose}
        >
          {LANGUAGE_LABELS[language]}
        </MenuItem>
      ))}
    </Menu>
  );
}

export default withMuiTheme(LanguageMenuList);
