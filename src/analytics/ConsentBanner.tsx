import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from '../i18n/TranslationsContext';
import type { ConsentChoice } from './consent';
import { withMuiTheme } from '../theme/MuiTheme';

const TITLE_ID = 'analytics-consent-title';

/** Asks once whether the reader allows analytics; both answers are one keypress away. */
function ConsentBanner({ onChoose }: { onChoose: (choice: ConsentChoice) => void }) {
  const t = useTranslate();
  return (
    <Paper
      component="section"
      aria-labelledby={TITLE_ID}
      elevation={6}
      sx={{
        position: 'fixed',
        insetInline: { xs: 8, sm: 'auto 16px' },
        bottom: { xs: 8, sm: 16 },
        maxWidth: 440,
        zIndex: 'snackbar',
        p: 2,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography id={TITLE_ID} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('analyticsConsent.title')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5, mb: 1.5 }}>
        {t('analyticsConsent.body')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" size="small" onClick={() => onChoose('essential')}>
          {t('analyticsConsent.essential')}
        </Button>
        <Button variant="contained" size="small" onClick={() => onChoose('analytics')}>
          {t('analyticsConsent.allow')}
        </Button>
      </Stack>
    </Paper>
  );
}

export default withMuiTheme(ConsentBanner);
