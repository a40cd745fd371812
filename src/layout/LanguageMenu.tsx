import * as React from 'react';
import dynamic from 'next/dynamic';
import { isLanguageExempt } from '../i18n/pathnameToLanguage';
import { useTranslate } from '../i18n/TranslationsContext';
import { HeaderIconButton } from './HeaderIconButton';
import { TranslateRounded } from '../ui/frameIcons';

const LanguageMenuList = dynamic(() => import('./LanguageMenuList'), { ssr: false });

/** The app bar's language button; its menu links to the same page in every language. */
export function LanguageMenu({ canonicalPath }: { canonicalPath: string }) {
  const t = useTranslate();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  if (isLanguageExempt(canonicalPath)) {
    return null;
  }
  return (
    <>
      <HeaderIconButton
        id="language-menu-button"
        aria-label={t('changeLanguage')}
        title={t('changeLanguage')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'language-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <TranslateRounded fontSize="small" />
      </HeaderIconButton>
      {anchor ? (
        <LanguageMenuList anchor={anchor} canonicalPath={canonicalPath} onClose={() => setAnchor(null)} />
      ) : null}
    </>
  );
}
