import NextLink from 'next/link';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../i18n/TranslationsContext';
import { PageContainer } from './PageContainer';

/** The 404 page: the frame and drawer stay, with a way back. */
export function NotFoundView() {
  const t = useTranslate();
  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('notFoundTitle')}
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>{t('notFoundBody')}</Typography>
      <Button variant="contained" component={NextLink} href="/x/introduction/">
        {t('backHome')}
      </Button>
    </PageContainer>
  );
}
