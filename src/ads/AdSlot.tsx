import dynamic from 'next/dynamic';
import { useTranslate } from '../i18n/TranslationsContext';

// The ad's code loads after hydration, outside the first-load JavaScript: no page needs it to
// render, and the server never renders an ad (it would not match the browser's random draws).
// If that code cannot load, the slot stays empty.
const AdContent = dynamic(() => import('./AdContent').catch(() => () => null), { ssr: false });

/**
 * The ad's place under the page description. The server renders it empty at its reserved
 * height; the ad fills it after hydration without moving anything below.
 */
export function AdSlot() {
  const t = useTranslate();
  return (
    <aside role="complementary" aria-label={t('ad-slot-label')} data-pagefind-ignore="all" className="ad-slot">
      <AdContent />
    </aside>
  );
}
