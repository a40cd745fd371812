import * as React from 'react';
import NextLink from 'next/link';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import GitHub from '@mui/icons-material/GitHub';
import MenuRounded from '@mui/icons-material/MenuRounded';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { pathnameInLanguage } from '../i18n/pathnameToLanguage';
import { useTranslate, useUserLanguage } from '../i18n/TranslationsContext';
import type { VersionEntry } from '../nav/versions';
import { useDocsConfig } from './DocsProvider';
import { LanguageMenu } from './LanguageMenu';
import { MuiXLogo } from './MuiXLogo';
import { VersionPicker } from './VersionPicker';

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
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.default', backdropFilter: 'blur(8px)' }}
    >
      <Toolbar variant="dense" sx={{ gap: 1, minHeight: 56 }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={t('openDrawer')}
          onClick={onOpenDrawer}
          sx={{ display: { lg: 'none' } }}
        >
          <MenuRounded />
        </IconButton>
        <Box
          component={NextLink}
          href={pathnameInLanguage('/', language)}
          aria-label={`${t('appName')}: ${t('home')}`}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none' }}
        >
          <MuiXLogo />
          <Typography
            component="span"
            sx={{ fontWeight: 700, fontSize: '1rem', display: { xs: 'none', sm: 'inline' } }}
          >
            {t('appName')}
          </Typography>
        </Box>
        <VersionPicker versions={versions} />
        <Box sx={{ flexGrow: 1 }} />
        {actions}
        <LanguageMenu canonicalPath={canonicalPath} />
        <Tooltip title={t('github')}>
          <IconButton color="inherit" component="a" href={config.repository} aria-label={t('github')} rel="noopener">
            <GitHub fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('settings')}>
          <IconButton
            color="inherit"
            aria-label={t('settings')}
            onClick={onOpenSettings}
            data-ga-event-category="header"
            data-ga-event-action="settings"
          >
            <SettingsOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Toolbar>
    </AppBar>
  );
}
