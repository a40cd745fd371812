import * as React from 'react';
import ads from '../../data/ads';
import { useUserLanguage, useTranslate } from '../i18n/TranslationsContext';
import { pathnameInLanguage } from '../i18n/pathnameToLanguage';
import { AdCard } from './AdCard';
import { useAdSession } from './useAdSession';
import { pickOne } from './adSplits';
import { useAdDisplayEvent } from './useAdDisplayEvent';

/** One of our five in-house ads, drawn at random, linking to the page in the reader's language. */
export function InHouseAdView() {
  const { layout, random } = useAdSession();
  const t = useTranslate();
  const language = useUserLanguage();
  const [ad] = React.useState(() => pickOne(ads, random));
  useAdDisplayEvent(ad.label);
  return (
    <AdCard
      layout={layout}
      label={ad.label}
      href={pathnameInLanguage(ad.link, language)}
      external={false}
      image={ad.img}
      title={ad.name}
      description={ad.description}
      poweredBy={t('ad-by', { name: ad.poweredby })}
    />
  );
}
