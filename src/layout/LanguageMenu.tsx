import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import TranslateRounded from '@mui/icons-material/TranslateRounded';
import NextLink from 'next/link';
import { LANGUAGES, LANGUAGE_LABELS } from '../i18n/languages';
import { isLanguageExempt, pathnameInLanguage } from '../i18n/pathnameToLanguage';
import { useTranslate, useUserLanguage } from '../i18n/TranslationsContext';

/** Links to the same page in every language the site is served in. */
export function LanguageMenu({ canonicalPath }: { canonicalPath: string }) {
  const t = useTranslate();
  const current = useUserLanguage();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  if (isLanguageExempt(canonicalPath)) {
    return null;
  }
  return (
    <>
      <Tooltip title={t('changeLanguage')}>
        <IconButton
          id="language-menu-button"
          color="inherit"
          aria-label={t('changeLanguage')}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? 'language-menu' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <TranslateRounded fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu
        id="language-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
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
            onClick={() => setAnchor(null)}
          >
            {LANGUAGE_LABELS[language]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
