import type * as React from 'react';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { CODE_STYLINGS } from '../code/codePreferences';
import { useTranslate } from '../i18n/TranslationsContext';
import type { DocsContent } from '../page-view/docsContent';
import { DocsBreadcrumbs } from './DocsBreadcrumbs';
import { MarkdownContent } from './MarkdownContent';
import { PageContainer } from './PageContainer';
import { TableOfContents } from './TableOfContents';
import { EditOutlined, KeyboardArrowLeftRounded, KeyboardArrowRightRounded } from '../ui/frameIcons';

// Copying the page needs JavaScript anyway: the action loads after hydration, into a box of its
// size (no layout shift), and stays out of every page's first load.
const CopyPageButton = dynamic(() => import('./CopyPageButton').then((module) => module.CopyPageButton), {
  ssr: false,
});

// Only component pages have tabs: text pages never download them.
const DocsTabs = dynamic(() => import('./DocsTabs'));

interface DocsPageViewProps {
  docs: DocsContent;
  ad?: React.ReactNode;
  /** Shown under the description (a blog post's date and authors). */
  byline?: React.ReactNode;
  /** Shown after the content (the blog's list of posts). */
  children?: React.ReactNode;
}

/**
 * A docs page: breadcrumbs, title, description, the ad slot (when the page has one), content,
 * and the links around it. Text shown in English on a page of another language says so with
 * `lang="en"`.
 */
export function DocsPageView({ docs, ad = null, byline = null, children = null }: DocsPageViewProps) {
  const t = useTranslate();
  const { page } = docs;
  const contentLang = docs.translated ? undefined : 'en';
  const demoStylings = CODE_STYLINGS.filter((styling) =>
    page.segments.some((segment) => segment.type === 'demo' && segment.info.variants[styling]),
  );
  return (
    <PageContainer aside={<TableOfContents toc={page.toc} />}>
      <DocsBreadcrumbs crumbs={docs.breadcrumbs} />
      <h1 lang={contentLang} className="docs-title">
        {page.title}
      </h1>
      <p className="description docs-description" lang={contentLang}>
        {page.description}
      </p>
      {byline}
      {ad}
      {docs.tabs ? <DocsTabs tabs={docs.tabs} /> : null}
      <div className="docs-copy-page">
        <CopyPageButton demoStylings={demoStylings} className="docs-footer-link" />
      </div>
      {docs.translated ? null : (
        <div role="note" data-pagefind-ignore="all" className="docs-untranslated-note">
          {t('untranslated')}
        </div>
      )}
      <div lang={contentLang}>
        <MarkdownContent segments={page.segments} />
      </div>
      {children}
      <footer data-pagefind-ignore="all" className="docs-footer">
        {docs.editUrl ? (
          <a href={docs.editUrl} rel="noopener" className="docs-footer-link">
            <EditOutlined fontSize="small" />
            {t('editPage')}
          </a>
        ) : null}
        <nav aria-label={`${t('previous')} / ${t('next')}`} className="docs-footer-nav">
          {docs.previous ? (
            <NextLink href={docs.previous.href} rel="prev" className="docs-footer-link">
              <KeyboardArrowLeftRounded fontSize="small" className="flip-in-rtl" />
              <span className="visually-hidden">{`${t('previous')}: `}</span>
              {docs.previous.title}
            </NextLink>
          ) : null}
          {docs.next ? (
            <NextLink href={docs.next.href} rel="next" className="docs-footer-link">
              <span className="visually-hidden">{`${t('next')}: `}</span>
              {docs.next.title}
              <KeyboardArrowRightRounded fontSize="small" className="flip-in-rtl" />
            </NextLink>
          ) : null}
        </nav>
      </footer>
    </PageContainer>
  );
}
