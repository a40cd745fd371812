import Box from '@mui/material/Box';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import { useTranslate } from '../i18n/TranslationsContext';
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
        maxWidth: 520,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        fontSize: '0.8125rem',
        lineHeight: 1.5,
      }}
    >
      <FavoriteRounded aria-hidden fontSize="small" sx={{ color: 'error.main', mt: 0.25 }} />
      <Box sx={{ display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 6, overflow: 'hidden' }}>
        <Box component="strong" sx={{ display: 'block' }}>
          {t('ad-block-title')}
        </Box>
        {t('ad-block-body')}
      </Box>
    </Box>
  );
}
