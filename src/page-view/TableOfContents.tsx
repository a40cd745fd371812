import * as React from 'react';
import { useTranslate } from '../i18n/TranslationsContext';
import type { TocEntry } from '../markdown/types';
import { useActiveHeading } from './useActiveHeading';

function flatten(entries: TocEntry[]): string[] {
  return entries.flatMap((entry) => [entry.id, ...flatten(entry.children)]);
}

function TocList({ entries, activeId }: { entries: TocEntry[]; activeId: string | null }) {
  return (
    <ul className="toc-list">
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`} className="toc-link" aria-current={entry.id === activeId ? 'location' : undefined}>
            {entry.text}
          </a>
          {entry.children.length ? <TocList entries={entry.children} activeId={activeId} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** The on-page table of contents; the section in view is highlighted (scroll-spy). */
export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  const t = useTranslate();
  const ids = React.useMemo(() => flatten(toc), [toc]);
  const activeId = useActiveHeading(ids);
  if (!toc.length) {
    return null;
  }
  return (
    <nav aria-label={t('tocLabel')} className="toc">
      <p className="toc-title">{t('toc')}</p>
      <TocList entries={toc} activeId={activeId} />
    </nav>
  );
}
