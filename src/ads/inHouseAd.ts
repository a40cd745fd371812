/** An ad for our own pages and products (the five of them live in `data/ads.ts`). */
export interface InHouseAd {
  /** Where the ad leads: a page of this site (language-free pathname). */
  link: string;
  /** Its 130 × 100 image, under `public/`. */
  img: string;
  name: string;
  description: string;
  /** Who runs the ad, shown as "ad by …". */
  poweredby: string;
  /** Identifies the ad in analytics events. */
  label: string;
}
