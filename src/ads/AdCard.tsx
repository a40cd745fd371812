import NextLink from 'next/link';
import { AD_CONSTANTS, type AdLayout } from './adConstants';
import classes from './ads.module.css';
import { useAdClick } from './useAdClick';

export interface AdCardProps {
  layout: AdLayout;
  /** Identifies the ad in its events. */
  label: string;
  /** A page of this site (opens in place) or an advertiser's URL (opens a new tab). */
  href: string;
  external: boolean;
  image: string | null;
  title: string;
  description: string;
  /** Who runs the ad, already translated ("ad by MUI X"). */
  poweredBy: string;
}

/**
 * One ad: image, title, description and who runs it. The title link stretches over the whole
 * card; text is clamped so the card always fits the slot's reserved height (no layout shift).
 * Texts render as text: third-party HTML is never interpreted.
 */
export function AdCard({ layout, label, href, external, image, title, description, poweredBy }: AdCardProps) {
  const image130x100 = layout === 'image';
  const handleClick = useAdClick(label);
  return (
    <div onClick={handleClick} className={image130x100 ? `${classes.card} ${classes.imageLayout}` : classes.card}>
      {image ? (
        // Width and height as attributes: the browser reserves the space before the image loads.
        // A plain img: the site is a static export (no image optimizer) and feed images are remote.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          className={classes.image}
          src={image}
          alt=""
          width={image130x100 ? AD_CONSTANTS.imageWidth : 52}
          height={image130x100 ? AD_CONSTANTS.imageHeight : 40}
        />
      ) : null}
      <div className={classes.text}>
        <span className={`${classes.clamp} ${image130x100 ? classes.lines4 : classes.lines3}`}>
          {external ? (
            <a href={href} rel="sponsored noopener" target="_blank" className={classes.link}>
              {title}
            </a>
          ) : (
            <NextLink href={href} rel="sponsored noopener" className={classes.link}>
              {title}
            </NextLink>
          )}
          {description ? ` ${description}` : null}
        </span>
        <span className={`${classes.poweredBy} ${classes.clamp} ${classes.lines1}`}>{poweredBy}</span>
      </div>
    </div>
  );
}
