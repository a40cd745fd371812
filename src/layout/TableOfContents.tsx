import * as React from 'react';
import Box from '@mui/material/Box';
import { useTranslate } from '../i18n/TranslationsContext';
import type { TocEntry } from '../markdown/types';
import { useActiveHeading } from './useActiveHeading';
import { STICKY_TOP } from './layoutSizes';

function flatten(entries: TocEntry[]): string[] {
  return entries.flatMap((entry) => [entry.id, ...flatten(entry.children)]);
}

function TocList({ entries, activeId, nested }: { entries: TocEntry[]; activeId: string | null; nested?: boolean }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, pl: nested ? 1.5 : 0 }}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Box
            component="a"
            href={`#${entry.id}`}
            aria-current={entry.id === activeId ? 'location' : undefined}
            sx={{
              display: 'block',
              py: 0.5,
              pl: 1.5,
              borderInlineStart: 2,
              borderColor: 'transparent',
              color: 'text.secondary',
              fontSize: '0.8125rem',
              textDecoration: 'none',
              '&:hover': { color: 'text.primary' },
              '&[aria-current="location"]': { color: 'primary.main', borderColor: 'primary.main', fontWeight: 600 },
            }}
          >
            {entry.text}
          </Box>
          {entry.children.length ? <TocList entries={entry.children} activeId={activeId} nested /> : null}
        </li>
      ))}
    </Box>
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
    <Box
      component="nav"
      aria-label={t('tocLabel')}
      sx={{ position: 'sticky', top: STICKY_TOP, maxHeight: 'calc(100vh - 100px)', overflowY: 'auto', pr: 1 }}
    >
      <Box component="p" sx={{ mt: 0, fontWeight: 600, fontSize: '0.875rem', mb: 1 }}>
        {t('toc')}
      </Box>
      <TocList entries={toc} activeId={activeId} />
    </Box>
  );
}
