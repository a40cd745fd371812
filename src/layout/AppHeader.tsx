import * as React from 'react';
import NextLink from 'next/link';
import { pathnameInLanguage } from '../i18n/pathnameToLanguage';
import { useTranslate, useUserLanguage } from '../i18n/TranslationsContext';
import type { VersionEntry } from '../nav/versions';
import { useDocsConfig } from '../config/DocsConfigContext';
import { LanguageMenu } from './LanguageMenu';
import { MuiXLogo } from './MuiXLogo';
import { VersionPicker } from './VersionPicker';
import { SearchButton } from '../search/SearchButton';
import { HeaderIconButton } from './HeaderIconButton';
import { GitHub, MenuRounded, SettingsOutlined } from '../ui/frameIcons';

interface AppHeaderProps {
  canonicalPath: string;
  versions: VersionEntry[];
  onOpenDrawer: () => void;
  onOpenSettings: () => void;
  /** Extra controls from other features (the color mode switch). */
  actions?: React.ReactNode;
}

export function AppHeader({ canonicalPath, versions, onOpenDrawer, onOpenSettings, actions }: AppHeaderProps) {
  const t = useTranslate();
  const language = useUserLanguage();
  const config = useDocsConfig();
  return (
    // Styled by appHeader.css.
    <header className="app-header">
      <div className="app-header-bar">
        <HeaderIconButton aria-label={t('openDrawer')} onClick={onOpenDrawer} className="app-header-menu">
          <MenuRounded />
        </HeaderIconButton>
        <NextLink
          href={pathnameInLanguage('/', language)}
          aria-label={`${t('appName')}: ${t('home')}`}
          className="app-header-home"
        >
          <MuiXLogo />
          <span>{t('appName')}</span>
        </NextLink>
        <VersionPicker versions={versions} />
        <span className="app-header-spacer" />
        <SearchButton canonicalPath={canonicalPath} />
        {actions}
        <LanguageMenu canonicalPath={canonicalPath} />
        <HeaderIconButton href={config.repository} aria-label={t('github')} title={t('github')} rel="noopener">
          <GitHub fontSize="small" />
        </HeaderIconButton>
        <HeaderIconButton
          aria-label={t('settings')}
          onClick={onOpenSettings}
          data-ga-event-category="header"
          data-ga-event-action="settings"
        >
          <SettingsOutlined fontSize="small" />
        </HeaderIconButton>
      </div>
    </header>
  );
}
