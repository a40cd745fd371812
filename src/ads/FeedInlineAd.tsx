import { useTranslate } from '../i18n/TranslationsContext';
import { AdCard } from './AdCard';
import { useAdSession } from './useAdSession';
import { useAdDisplayEvent } from './useAdDisplayEvent';
import { useFeedAd } from './useFeedAd';
import { useImpressionPixels } from './useImpressionPixels';

const FEED_AD_LABEL = 'ad-feed';

/** Inline layout with the network on: the feed's first usable entry, or nothing. */
export function FeedInlineAd({ feedUrl }: { feedUrl: string }) {
  const { layout } = useAdSession();
  const t = useTranslate();
  const ad = useFeedAd(feedUrl);
  useImpressionPixels(ad);
  useAdDisplayEvent(ad ? FEED_AD_LABEL : null);
  if (!ad) {
    return null;
  }
  return (
    <AdCard
      layout={layout}
      label={FEED_AD_LABEL}
      href={ad.link}
      external
      image={ad.image}
      title={ad.company || ad.description}
      description={ad.company ? ad.description : ''}
      poweredBy={t('ad-sponsored')}
    />
  );
}
