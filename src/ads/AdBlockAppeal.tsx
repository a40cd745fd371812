import Box from '@mui/material/Box';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import { useTranslate } from '../i18n/TranslationsContext';
import { AD_CARD_FRAME, lineClamp } from './adCardStyles';
import { useAdDisplayEvent } from './useAdDisplayEvent';

const AD_BLOCK_APPEAL_LABEL = 'ad-block-appeal';

/** Asks a reader with an ad blocker, in their language, to let our ads through. */
export function AdBlockAppeal() {
  const t = useTranslate();
  useAdDisplayEvent(AD_BLOCK_APPEAL_LABEL);
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        p: 1.5,
        ...AD_CARD_FRAME,
      }}
    >
      <FavoriteRounded aria-hidden fontSize="small" sx={{ color: 'error.main', mt: 0.25 }} />
      <Box sx={lineClamp(6)}>
        <Box component="strong" sx={{ display: 'block' }}>
          {t('ad-block-title')}
        </Box>
        {t('ad-block-body')}
      </Box>
    </Box>
  );
}
