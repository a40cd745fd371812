import type * as React from 'react';
import NextLink from 'next/link';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import KeyboardArrowLeftRounded from '@mui/icons-material/KeyboardArrowLeftRounded';
import KeyboardArrowRightRounded from '@mui/icons-material/KeyboardArrowRightRounded';
import { useTranslate } from '../i18n/TranslationsContext';
import type { DocsContent } from '../nav/pageProps';
import { MarkdownContent } from './MarkdownContent';
import { PageContainer } from './PageContainer';
import { TableOfContents } from './TableOfContents';

/**
 * A docs page: breadcrumbs, title, description, the ad slot (when the page has one), content,
 * and the links around it.
 */
export function DocsPageView({ docs, ad = null }: { docs: DocsContent; ad?: React.ReactNode }) {
  const t = useTranslate();
  const { page } = docs;
  return (
    <PageContainer aside={<TableOfContents toc={page.toc} />}>
      {docs.breadcrumbs.length ? (
        <Breadcrumbs aria-label={t('breadcrumbs')} sx={{ mb: 1, fontSize: '0.8125rem', fontWeight: 600 }}>
          {docs.breadcrumbs.map((crumb) =>
            crumb.href ? (
              <Link key={crumb.title} component={NextLink} href={crumb.href} color="primary" underline="hover">
                {crumb.title}
              </Link>
            ) : (
              <Typography
                key={crumb.title}
                component="span"
                sx={{ fontSize: 'inherit', fontWeight: 'inherit', color: 'text.secondary' }}
              >
                {crumb.title}
              </Typography>
            ),
          )}
        </Breadcrumbs>
      ) : null}
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {page.title}
      </Typography>
      <Typography component="p" className="description" sx={{ fontSize: '1.125rem', color: 'text.secondary', mb: 2 }}>
        {page.description}
      </Typography>
      {ad}
      {docs.translated ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('untranslated')}
        </Alert>
      )}
      <MarkdownContent segments={page.segments} />
      <Box
        component="footer"
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
        <Button component="a" href={docs.editUrl} size="small" startIcon={<EditOutlined />} rel="noopener">
          {t('editPage')}
        </Button>
        <Box
          component="nav"
          aria-label={`${t('previous')} / ${t('next')}`}
          sx={{ display: 'flex', gap: 1, ml: 'auto' }}
        >
          {docs.previous ? (
            <Button
              component={NextLink}
              href={docs.previous.href}
              size="small"
              startIcon={<KeyboardArrowLeftRounded />}
              rel="prev"
            >
              <span className="visually-hidden">{`${t('previous')}: `}</span>
              {docs.previous.title}
            </Button>
          ) : null}
          {docs.next ? (
            <Button
              component={NextLink}
              href={docs.next.href}
              size="small"
              endIcon={<KeyboardArrowRightRounded />}
              rel="next"
            >
              <span className="visually-hidden">{`${t('next')}: `}</span>
              {docs.next.title}
            </Button>
          ) : null}
        </Box>
      </Box>
    </PageContainer>
  );
}
