import * as React from 'react';
import dynamic from 'next/dynamic';
import { useTranslate } from '../i18n/TranslationsContext';
import type { VersionEntry } from '../nav/versions';
import { PlainButton } from '../ui/PlainButton';
import { KeyboardArrowDownRounded } from '../ui/frameIcons';

const VersionMenu = dynamic(() => import('./VersionMenu'), { ssr: false });

/** The app bar's version button: the current version; the menu lists the older ones. */
export function VersionPicker({ versions }: { versions: VersionEntry[] }) {
  const t = useTranslate();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const current = versions.find((version) => version.current) ?? versions[0];
  return (
    <>
      <PlainButton
        id="version-picker-button"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'version-picker-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        // Styled by appHeader.css: the app bar is on every page.
        className="version-picker-button"
      >
        {current.text}
        <span className="visually-hidden">{`, ${t('versionPicker')}`}</span>
        <KeyboardArrowDownRounded fontSize="small" />
      </PlainButton>
      {anchor ? <VersionMenu anchor={anchor} versions={versions} onClose={() => setAnchor(null)} /> : null}
    </>
  );
}
