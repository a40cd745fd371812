import type * as React from 'react';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import { CODE_STYLINGS } from '../code/codePreferences';
import { useTranslate } from '../i18n/TranslationsContext';
import type { DocsContent } from '../site/pageProps';
import { DocsBreadcrumbs } from './DocsBreadcrumbs';
import { MarkdownContent } from './MarkdownContent';
import { PageContainer } from './PageContainer';
import { TableOfContents } from './TableOfContents';
import { EditOutlined, KeyboardArrowLeftRounded, KeyboardArrowRightRounded } from './frameIcons';

// Copying the page needs JavaScript anyway: the action loads after hydration, into a box of its
// size (no layout shift), and stays out of every page's first load.
const CopyPageButton = dynamic(() => import('./CopyPageButton').then((module) => module.CopyPageButton), {
  ssr: false,
});

// Only component pages have tabs: text pages never download them.
const DocsTabs = dynamic(() => import('./DocsTabs'));

const footerLinkSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
  px: 1,
  py: 0.5,
  borderRadius: 1,
  color: 'primary.main',
  fontSize: '0.875rem',
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { bgcolor: 'action.hover' },
  '[dir="rtl"] & .flip-in-rtl': { transform: 'scaleX(-1)' },
} as const;

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
      <Box component="h1" lang={contentLang} sx={{ typography: 'h1', mt: 0, mb: 1.5 }}>
        {page.title}
      </Box>
      <Box
        component="p"
        className="description"
        lang={contentLang}
        sx={{ mt: 0, fontSize: '1.125rem', color: 'text.secondary', mb: 2 }}
      >
        {page.description}
      </Box>
      {byline}
      {ad}
      {docs.tabs ? <DocsTabs tabs={docs.tabs} /> : null}
      <Box sx={{ height: 32, mb: 2 }}>
        <CopyPageButton demoStylings={demoStylings} sx={[footerLinkSx, { border: 1, borderColor: 'divider' }]} />
      </Box>
      {docs.translated ? null : (
        <Box
          role="note"
          data-pagefind-ignore="all"
          sx={{ mb: 2, px: 2, py: 1.5, borderRadius: 1, border: 1, borderColor: 'primary.main', color: 'text.primary' }}
        >
          {t('untranslated')}
        </Box>
      )}
      <div lang={contentLang}>
        <MarkdownContent segments={page.segments} />
      </div>
      {children}
      <Box
        component="footer"
        data-pagefind-ignore="all"
        sx={{
          mt: 6,
          pt: 3,
          borderTop: 1,
          borderColor: 'divider',
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
        }}
      >
        {docs.editUrl ? (
          <Box component="a" href={docs.editUrl} rel="noopener" sx={footerLinkSx}>
            <EditOutlined fontSize="small" />
            {t('editPage')}
          </Box>
        ) : null}
        <Box
          component="nav"
          aria-label={`${t('previous')} / ${t('next')}`}
          sx={{ display: 'flex', gap: 1, ml: 'auto' }}
        >
          {docs.previous ? (
            <Box component={NextLink} href={docs.previous.href} rel="prev" sx={footerLinkSx}>
              <KeyboardArrowLeftRounded fontSize="small" className="flip-in-rtl" />
              <span className="visually-hidden">{`${t('previous')}: `}</span>
              {docs.previous.title}
            </Box>
          ) : null}
          {docs.next ? (
            <Box component={NextLink} href={docs.next.href} rel="next" sx={footerLinkSx}>
              <span className="visually-hidden">{`${t('next')}: `}</span>
              {docs.next.title}
              <KeyboardArrowRightRounded fontSize="small" className="flip-in-rtl" />
            </Box>
          ) : null}
        </Box>
      </Box>
    </PageContainer>
  );
}
