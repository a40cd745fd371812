import NextLink from 'next/link';
import { DemoLive } from '../demos/DemoLive';
import { pathnameInLanguage } from '../i18n/pathnameToLanguage';
import { useTranslate, useUserLanguage } from '../i18n/TranslationsContext';
import { MAIN_CONTENT_ID } from '../ui/SkipToContent';
import { landingString, type LandingStringKey } from './landingStrings';
import { requestSearch } from '../search/searchShortcut';
import styles from './landing.module.css';

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

function PlanMark({ plan, title }: { plan: 'pro' | 'premium'; title: string }) {
  return (
    <span title={title} className={`docs-badge docs-badge-${plan}`}>
      {plan === 'premium' ? 'Premium' : 'Pro'}
    </span>
  );
}

/**
 * `/`: the four products live above the fold (each demo is an ordinary demo module of
 * `data/landing/`, server-rendered into the HTML and brought to life near the viewport, as on a
 * docs page), then the plans and the ways into the docs. Its layout is static CSS
 * (landing.module.css): only the demos load Material UI.
 */
export default function LandingView() {
  const t = useTranslate();
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} data-pagefind-body="" className={styles.main}>
      <h1 className={styles.title}>{t('landingTitle')}</h1>
      <p className={styles.lead}>{t('landingDescription')}</p>
      <ProductDemos />
      <Plans />
      <WaysIn />
    </main>
  );
}

/** The landing's strings: the site's (`t`), its own (`s`), and links in the reader's language. */
function useLandingText() {
  const t = useTranslate();
  const language = useUserLanguage();
  const s = (key: LandingStringKey, values?: Record<string, string>) => landingString(language, key, values);
  const href = (path: string) => pathnameInLanguage(path, language);
  return { t, s, href };
}

/** A card per product: its name, plan, pitch, a link into its docs and a live demo. */
function ProductDemos() {
  const { t, s, href } = useLandingText();
  return (
    <ul aria-label={s('demosLabel')} className={styles.demos}>
      {PRODUCTS.map((product) => {
        const name = t(`product-${product.key}`);
        return (
          <li key={product.key} className={styles.card}>
            <div className={styles.cardHead}>
              <h2 className={styles.productName}>
                {name}
                {product.pro ? <PlanMark plan="pro" title={s('proBadgeTitle')} /> : null}
              </h2>
              <NextLink href={href(product.href)} className={`${styles.link} ${styles.explore}`}>
                {s('explore', { product: name })}
              </NextLink>
            </div>
            <p className={styles.secondary}>{s(`pitch-${product.key}`)}</p>
            <div className={styles.demo} data-landing-demo={product.key} data-pagefind-ignore="all">
              <DemoLive moduleId={`${DEMOS}/${product.demo}`} tailwind={false} resetKey={0} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The three plans and what each adds. */
function Plans() {
  const { t, s, href } = useLandingText();
  return (
    <>
      <h2 className={styles.sectionTitle}>{s('plansTitle')}</h2>
      <p className={styles.intro}>
        {s('plansIntro')}{' '}
        <NextLink href={href('/x/introduction/licensing/')} className={styles.link}>
          {s('licensing')}
        </NextLink>
      </p>
      <div className={styles.plans}>
        {PLANS.map((plan) => (
          <section key={plan} aria-labelledby={`plan-${plan}`} className={styles.card}>
            <h3 id={`plan-${plan}`} className={styles.planName}>
              {s(`plan-${plan}`)}
              {plan === 'community' ? null : <PlanMark plan={plan} title={t(`plan-${plan}`)} />}
            </h3>
            <p className={styles.secondary}>{s(`plan-${plan}-price`)}</p>
            <ul className={styles.planItems}>
              {s(`plan-${plan}-items`)
                .split('|')
                .map((item) => (
                  <li key={item}>{item}</li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

/** The ways into the docs: installation, a quickstart per product, search. */
function WaysIn() {
  const { s, href } = useLandingText();
  return (
    <>
      <h2 className={`${styles.sectionTitle} ${styles.waysTitle}`}>{s('waysTitle')}</h2>
      <div className={styles.ways}>
        <div>
          <NextLink
            href={href('/x/introduction/installation/')}
            className={`${styles.button} ${styles.buttonContained}`}
          >
            {s('installation')}
          </NextLink>
          <p className={styles.hint}>{s('installationHint')}</p>
        </div>
        <nav aria-labelledby="landing-quickstarts">
          <h3 id="landing-quickstarts" className={styles.waysHeading}>
            {s('quickstartsTitle')}
          </h3>
          <ul className={styles.quickstarts}>
            {PRODUCTS.map((product) => (
              <li key={product.key}>
                <NextLink href={href(product.quickstart)} className={styles.link}>
                  {s(`quickstart-${product.key}`)}
                </NextLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h3 className={styles.waysHeading}>{s('searchTitle')}</h3>
          <button
            type="button"
            onClick={requestSearch}
            aria-keyshortcuts="Control+K Meta+K /"
            className={styles.button}
          >
            {s('search')}
          </button>
        </div>
      </div>
    </>
  );
}
