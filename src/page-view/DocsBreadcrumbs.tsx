import * as React from 'react';
import NextLink from 'next/link';
import { useTranslate } from '../i18n/TranslationsContext';

/** The groups above the page, the top one linking to its first page. */
export function DocsBreadcrumbs({ crumbs }: { crumbs: Array<{ title: string; href: string | null }> }) {
  const t = useTranslate();
  if (!crumbs.length) {
    return null;
  }
  return (
    <nav aria-label={t('breadcrumbs')} data-pagefind-ignore="all" className="docs-breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.title}>
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {crumb.href ? <NextLink href={crumb.href}>{crumb.title}</NextLink> : <span>{crumb.title}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
