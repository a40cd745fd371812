import Box from '@mui/material/Box';
import { useTranslate } from '../i18n/TranslationsContext';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipToContent() {
  const t = useTranslate();
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'fixed',
        insetInlineStart: 16,
        top: -100,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        border: 1,
        borderColor: 'primary.main',
        fontWeight: 600,
        textDecoration: 'none',
        '&:focus': { top: 12 },
      }}
    >
      {t('skipToContent')}
    </Box>
  );
}
