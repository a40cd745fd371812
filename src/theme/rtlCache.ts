import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * The emotion cache of right-to-left pages: it flips physical properties (left/right,
 * margins, paddings…). Imported dynamically, so left-to-right pages never load the plugin.
 */
export function createRtlCache(): EmotionCache {
  return createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
}
