import NextLink from 'next/link';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { pathnameInLanguage } from '../i18n/pathnameToLanguage';
import { useTranslate, useUserLanguage } from '../i18n/TranslationsContext';
import type { ProductVersionList } from '../nav/versions';
import { PageContainer } from '../page-view/PageContainer';
import { withMuiTheme } from '../theme/MuiTheme';

/** `/versions/`: every version of every product. */
function VersionsView({ products }: { products: ProductVersionList[] }) {
  const t = useTranslate();
  const language = useUserLanguage();
  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {t('versionsTitle')}
      </Typography>
      <Typography component="p" sx={{ color: 'text.secondary', mb: 3 }}>
        {t('versionsDescription')}
      </Typography>
      {products.map((product) => (
        <section key={product.name}>
          <Typography variant="h2" sx={{ mt: 4, mb: 1 }}>
            {product.name}
          </Typography>
          <ul>
            {product.versions.map((version) => (
              <li key={version.text}>
                {version.current ? (
                  <>
                    <Link component={NextLink} href={pathnameInLanguage(version.href, language)}>
                      {version.text}
                    </Link>{' '}
                    <Chip size="small" label={t('currentVersion')} color="primary" variant="outlined" />
                  </>
                ) : (
                  <Link href={version.href} rel="nofollow">
                    {version.text}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </PageContainer>
  );
}

export default withMuiTheme(VersionsView);
