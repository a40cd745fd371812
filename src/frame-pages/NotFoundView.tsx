import NextLink from 'next/link';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../i18n/TranslationsContext';
import { PageContainer } from '../page-view/PageContainer';
import { withMuiTheme } from '../theme/MuiTheme';

/** The error pages (404, 500): the frame and drawer stay, with a way back. */
function NotFoundView({ kind = 'notFound' }: { kind?: 'notFound' | 'serverError' }) {
  const t = useTranslate();
  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t(`${kind}Title`)}
      </Typography>
      <Typography sx={{ mb: 3, color: 'text.secondary' }}>{t(`${kind}Body`)}</Typography>
      <Button variant="contained" component={NextLink} href="/x/introduction/">
        {t('backHome')}
      </Button>
    </PageContainer>
  );
}

export default withMuiTheme(NotFoundView);
