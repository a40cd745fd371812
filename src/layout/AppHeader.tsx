import * as React from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import { pathnameInLanguage } from '../i18n/pathnameToLanguage';
import { useTranslate, useUserLanguage } from '../i18n/TranslationsContext';
import type { VersionEntry } from '../nav/versions';
import { useDocsConfig } from './DocsProvider';
import { LanguageMenu } from './LanguageMenu';
import { MuiXLogo } from './MuiXLogo';
import { VersionPicker } from './VersionPicker';
import { SearchButton } from '../search/SearchButton';
import { HeaderIconButton } from './HeaderIconButton';
import { HEADER_HEIGHT } from './layoutSizes';
import { GitHub, MenuRounded, SettingsOutlined } from './frameIcons';

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
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        color: 'text.primary',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
        backdropFilter: 'blur(8px)',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: HEADER_HEIGHT - 1, px: { xs: 1, sm: 2 } }}>
        <HeaderIconButton aria-label={t('openDrawer')} onClick={onOpenDrawer} sx={{ display: { lg: 'none' } }}>
          <MenuRounded />
        </HeaderIconButton>
        <Box
          component={NextLink}
          href={pathnameInLanguage('/', language)}
          aria-label={`${t('appName')}: ${t('home')}`}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none' }}
        >
          <MuiXLogo />
          <Box component="span" sx={{ fontWeight: 700, fontSize: '1rem', display: { xs: 'none', sm: 'inline' } }}>
            {t('appName')}
          </Box>
        </Box>
        <VersionPicker versions={versions} />
        <Box sx={{ flexGrow: 1 }} />
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
      </Box>
    </Box>
  );
}
