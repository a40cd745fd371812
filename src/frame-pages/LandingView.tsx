import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { pathnameInLanguage } from '../i18n/pathnameToLanguage';
import { useTranslate, useUserLanguage } from '../i18n/TranslationsContext';
import { PageContainer } from '../page-view/PageContainer';
import { withMuiTheme } from '../theme/MuiTheme';

const PRODUCTS = [
  { key: 'data-grid', href: '/x/react-data-grid/' },
  { key: 'date-pickers', href: '/x/react-date-pickers/' },
  { key: 'charts', href: '/x/react-charts/' },
  { key: 'tree-view', href: '/x/react-tree-view/' },
];

/** `/`: what MUI X is and the way into each product's docs. */
function LandingView() {
  const t = useTranslate();
  const language = useUserLanguage();
  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {t('landingTitle')}
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.125rem', color: 'text.secondary', mb: 3, maxWidth: 640 }}>
        {t('landingDescription')}
      </Typography>
      <Button
        variant="contained"
        component={NextLink}
        href={pathnameInLanguage('/x/introduction/', language)}
        sx={{ mb: 5 }}
      >
        {t('landingCta')}
      </Button>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        {PRODUCTS.map((product) => (
          <li key={product.key}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={NextLink}
                href={pathnameInLanguage(product.href, language)}
                sx={{ height: '100%' }}
              >
                <CardContent>
                  <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
                    {t(`product-${product.key}`)}
                  </Typography>
                  <Typography sx={{ color: 'text.secondary' }}>{t(`product-${product.key}-description`)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </PageContainer>
  );
}

export default withMuiTheme(LandingView);
