import * as React from 'react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import NextLink from 'next/link';
import { useTranslate, useUserLanguage } from '../i18n/TranslationsContext';
import { pathnameInLanguage } from '../i18n/pathnameToLanguage';
import type { VersionEntry } from '../nav/versions';

/** The app bar's version menu: the current version, then the older ones on their hosts. */
export function VersionPicker({ versions }: { versions: VersionEntry[] }) {
  const t = useTranslate();
  const language = useUserLanguage();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const current = versions.find((version) => version.current) ?? versions[0];
  return (
    <>
      <Button
        id="version-picker-button"
        size="small"
        variant="outlined"
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'version-picker-menu' : undefined}
        endIcon={<KeyboardArrowDownRounded />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ borderColor: 'divider', fontWeight: 500, whiteSpace: 'nowrap' }}
      >
        {current.text}
        <span className="visually-hidden">{`, ${t('versionPicker')}`}</span>
      </Button>
      <Menu
        id="version-picker-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': 'version-picker-button' } }}
      >
        {versions.map((version) =>
          version.current ? (
            <MenuItem
              key={version.text}
              selected
              component={NextLink}
              href={pathnameInLanguage(version.href, language)}
              onClick={() => setAnchor(null)}
            >
              {`${version.text} (${t('currentVersion')})`}
            </MenuItem>
          ) : (
            <MenuItem key={version.text} component="a" href={version.href} rel="nofollow">
              {version.text}
            </MenuItem>
          ),
        )}
        <Divider />
        <MenuItem
          component={NextLink}
          href={pathnameInLanguage('/versions/', language)}
          onClick={() => setAnchor(null)}
        >
          {t('allVersions')}
        </MenuItem>
      </Menu>
    </>
  );
}
