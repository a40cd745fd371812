import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DemoLive } from '../demos/DemoLive';
import { pathnameInLanguage } from '../i18n/pathnameToLanguage';
import { useTranslate, useUserLanguage } from '../i18n/TranslationsContext';
import { MAIN_CONTENT_ID } from '../ui/SkipToContent';
import { withMuiTheme } from '../theme/MuiTheme';
import { landingString, type LandingStringKey } from './landingStrings';
import { requestSearch } from '../search/searchShortcut';

type ProductKey = 'data-grid' | 'date-pickers' | 'charts' | 'tree-view';

/** The demo folder of the landing page (the `landing` kind's `demoFolder`). */
const DEMOS = 'landing';

const PRODUCTS: Array<{ key: ProductKey; href: string; quickstart: string; demo: string; pro?: boolean }> = [
  {
    key: 'data-grid',
    href: '/x/react-data-grid/',
    quickstart: '/x/react-data-grid/quickstart/',
    demo: 'LandingGrid',
  },
  {
    key: 'date-pickers',
    href: '/x/react-date-pickers/',
    quickstart: '/x/react-date-pickers/getting-started/',
    demo: 'LandingDateRange',
    pro: true,
  },
  { key: 'charts', href: '/x/react-charts/', quickstart: '/x/react-charts/getting-started/', demo: 'LandingChart' },
  {
    key: 'tree-view',
    href: '/x/react-tree-view/',
    quickstart: '/x/react-tree-view/getting-started/',
    demo: 'LandingTree',
  },
];

const PLANS = ['community', 'pro', 'premium'] as const;

/** The height every landing demo draws at: reserved before it loads, so nothing below moves. */
const DEMO_HEIGHT = 180;

function PlanMark({ plan, title }: { plan: 'pro' | 'premium'; title: string }) {
  return (
    <Box
      component="span"
      title={title}
      sx={{
        display: 'inline-block',
        ml: 1,
        px: 0.75,
        border: '1px solid currentColor',
        borderRadius: 2,
        fontSize: '0.6875rem',
        fontWeight: 600,
        lineHeight: '16px',
        verticalAlign: 'middle',
        color: plan === 'premium' ? 'secondary.main' : 'primary.main',
      }}
    >
      {plan === 'premium' ? 'Premium' : 'Pro'}
    </Box>
  );
}

/**
 * `/`: the four products live above the fold (each demo is an ordinary demo module of
 * `data/landing/`, server-rendered into the HTML and brought to life near the viewport, as on a
 * docs page), then the plans and the ways into the docs.
 */
function LandingView() {
  const t = useTranslate();
  const language = useUserLanguage();
  const s = (key: LandingStringKey, values?: Record<string, string>) => landingString(language, key, values);
  const href = (path: string) => pathnameInLanguage(path, language);
  return (
    <Box
      component="main"
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      data-pagefind-body=""
      sx={{
        outline: 'none',
        maxWidth: 1280,
        mx: 'auto',
        px: { xs: 2, sm: 4 },
        pt: { xs: 3, lg: 2.5 },
        pb: 6,
      }}
    >
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('landingTitle')}
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.125rem', color: 'text.secondary', mb: 2, maxWidth: 900 }}>
        {t('landingDescription')}
      </Typography>

      <Box
        component="ul"
        aria-label={s('demosLabel')}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {PRODUCTS.map((product) => {
          const name = t(`product-${product.key}`);
          return (
            <Paper component="li" key={product.key} variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, mb: 0.5 }}>
                <Typography component="h2" variant="h4" sx={{ fontSize: '1.0625rem' }}>
                  {name}
                  {product.pro ? <PlanMark plan="pro" title={s('proBadgeTitle')} /> : null}
                </Typography>
                <Link
                  component={NextLink}
                  href={href(product.href)}
                  sx={{ marginInlineStart: 'auto', fontSize: '0.875rem', fontWeight: 600 }}
                >
                  {s('explore', { product: name })}
                </Link>
              </Box>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                {s(`pitch-${product.key}`)}
              </Typography>
              <Box sx={{ minHeight: DEMO_HEIGHT }} data-landing-demo={product.key} data-pagefind-ignore="all">
                <DemoLive moduleId={`${DEMOS}/${product.demo}`} tailwind={false} resetKey={0} />
              </Box>
            </Paper>
          );
        })}
      </Box>

      <Typography variant="h2" sx={{ mt: 6, mb: 1 }}>
        {s('plansTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>
        {s('plansIntro')}{' '}
        <Link component={NextLink} href={href('/x/introduction/licensing/')}>
          {s('licensing')}
        </Link>
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {PLANS.map((plan) => (
          <Paper key={plan} variant="outlined" component="section" aria-labelledby={`plan-${plan}`} sx={{ p: 2 }}>
            <Typography id={`plan-${plan}`} component="h3" variant="h4">
              {s(`plan-${plan}`)}
              {plan === 'community' ? null : <PlanMark plan={plan} title={t(`plan-${plan}`)} />}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {s(`plan-${plan}-price`)}
            </Typography>
            <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5, typography: 'body2' }}>
              {s(`plan-${plan}-items`)
                .split('|')
                .map((item) => (
                  <li key={item}>{item}</li>
                ))}
            </Box>
          </Paper>
        ))}
      </Box>

      <Typography variant="h2" sx={{ mt: 6, mb: 2 }}>
        {s('waysTitle')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <div>
          <Button variant="contained" component={NextLink} href={href('/x/introduction/installation/')}>
            {s('installation')}
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {s('installationHint')}
          </Typography>
        </div>
        <nav aria-labelledby="landing-quickstarts">
          <Typography id="landing-quickstarts" component="h3" variant="h4" sx={{ mb: 1 }}>
            {s('quickstartsTitle')}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
            {PRODUCTS.map((product) => (
              <li key={product.key}>
                <Link component={NextLink} href={href(product.quickstart)}>
                  {s(`quickstart-${product.key}`)}
                </Link>
              </li>
            ))}
          </Box>
        </nav>
        <div>
          <Typography component="h3" variant="h4" sx={{ mb: 1 }}>
            {s('searchTitle')}
          </Typography>
          <Button variant="outlined" onClick={requestSearch} aria-keyshortcuts="Control+K Meta+K /">
            {s('search')}
          </Button>
        </div>
      </Box>
    </Box>
  );
}

export default withMuiTheme(LandingView);
