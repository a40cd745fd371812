import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import NextLink from 'next/link';
import { pathnameInLanguage } from '../i18n/pathnameToLanguage';
import { useTranslate, useUserLanguage } from '../i18n/TranslationsContext';
import type { VersionEntry } from '../nav/versions';
import { withMuiTheme } from '../theme/MuiTheme';

interface VersionMenuProps {
  anchor: HTMLElement;
  versions: VersionEntry[];
  onClose: () => void;
}

/** The open version menu (its own chunk: loaded on the first click of the picker). */
function VersionMenu({ anchor, versions, onClose }: VersionMenuProps) {
  const t = useTranslate();
  const language = useUserLanguage();
  return (
    <Menu
      id="version-picker-menu"
      anchorEl={anchor}
      open
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': 'version-picker-button' } }}
    >
      {versions.map((version) =>
        version.current ? (
          <MenuItem
            key={version.text}
            selected
            component={NextLink}
            href={pathnameInLanguage(version.href, language)}
            onClick={onClose}
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
      <MenuItem component={NextLink} href={pathnameInLanguage('/versions/', language)} onClick={onClose}>
        {t('allVersions')}
      </MenuItem>
    </Menu>
  );
}

export default withMuiTheme(VersionMenu);
