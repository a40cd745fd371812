import NextLink from 'next/link';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { AD_CARD_FRAME, lineClamp } from './adCardStyles';
import { AD_CONSTANTS, type AdLayout } from './adConstants';
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

// A styled img (not Box) so width and height stay HTML attributes: the browser reserves the space.
const AdImage = styled('img')({ flexShrink: 0, display: 'block', objectFit: 'cover', borderRadius: 6 });

/**
 * One ad: image, title, description and who runs it. The title link stretches over the whole
 * card; text is clamped so the card always fits the slot's reserved height (no layout shift).
 * Texts render as text: third-party HTML is never interpreted.
 */
export function AdCard({ layout, label, href, external, image, title, description, poweredBy }: AdCardProps) {
  const image130x100 = layout === 'image';
  const handleClick = useAdClick(label);
  return (
    <Box
      onClick={handleClick}
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: image130x100 ? 'stretch' : 'center',
        gap: 1.5,
        p: 1,
        ...AD_CARD_FRAME,
        '&:hover': { borderColor: 'primary.main' },
        '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {image ? (
        <AdImage
          src={image}
          alt=""
          width={image130x100 ? AD_CONSTANTS.imageWidth : 52}
          height={image130x100 ? AD_CONSTANTS.imageHeight : 40}
        />
      ) : null}
      <Box
        sx={{
          display: 'flex',
          flexDirection: image130x100 ? 'column' : 'row',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          columnGap: 1,
          minWidth: 0,
        }}
      >
        <Box component="span" sx={lineClamp(image130x100 ? 4 : 3)}>
          <Box
            component={external ? 'a' : NextLink}
            href={href}
            rel="sponsored noopener"
            target={external ? '_blank' : undefined}
            sx={{
              fontWeight: 600,
              color: 'text.primary',
              textDecoration: 'none',
              '&:hover': { textDecoration: 'underline' },
              // The whole card is the link's hit area.
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {title}
          </Box>
          {description ? ` ${description}` : null}
        </Box>
        <Box component="span" sx={{ fontSize: '0.75rem', lineHeight: 1.5, color: 'text.secondary', ...lineClamp(1) }}>
          {poweredBy}
        </Box>
      </Box>
    </Box>
  );
}
