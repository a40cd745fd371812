import * as React from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import { useTranslate } from '../i18n/TranslationsContext';

/** The groups above the page, the top one linking to its first page. */
export function DocsBreadcrumbs({ crumbs }: { crumbs: Array<{ title: string; href: string | null }> }) {
  const t = useTranslate();
  if (!crumbs.length) {
    return null;
  }
  return (
    <Box component="nav" aria-label={t('breadcrumbs')} data-pagefind-ignore="all" sx={{ mb: 1 }}>
      <Box
        component="ol"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 0.75,
          listStyle: 'none',
          m: 0,
          p: 0,
          fontSize: '0.8125rem',
          fontWeight: 600,
        }}
      >
        {crumbs.map((crumb, index) => (
          <Box component="li" key={crumb.title} sx={{ display: 'flex', gap: 0.75, color: 'text.secondary' }}>
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {crumb.href ? (
              <Box
                component={NextLink}
                href={crumb.href}
                sx={{ color: 'primary.main', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
              >
                {crumb.title}
              </Box>
            ) : (
              <span>{crumb.title}</span>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
