import { useTranslate } from '../i18n/TranslationsContext';
import classes from './ads.module.css';
import { useAdDisplayEvent } from './useAdDisplayEvent';

const AD_BLOCK_APPEAL_LABEL = 'ad-block-appeal';

/** Asks a reader with an ad blocker, in their language, to let our ads through. */
export function AdBlockAppeal() {
  const t = useTranslate();
  useAdDisplayEvent(AD_BLOCK_APPEAL_LABEL);
  return (
    <div className={classes.appeal}>
      {/* Material icons' "favorite" (rounded). */}
      <svg className={classes.appealIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M13.35 20.13c-.76.69-1.93.69-2.69-.01l-.11-.1C5.3 15.27 1.87 12.16 2 8.28c.06-1.7.93-3.33 2.34-4.29 2.64-1.8 5.9-.96 7.66 1.1 1.76-2.06 5.02-2.91 7.66-1.1 1.41.96 2.28 2.59 2.34 4.29.14 3.88-3.3 6.99-8.55 11.76z" />
      </svg>
      <div className={`${classes.clamp} ${classes.lines6}`}>
        <strong>{t('ad-block-title')}</strong>
        {t('ad-block-body')}
      </div>
    </div>
  );
}
