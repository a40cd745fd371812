import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { useColorScheme } from '@mui/material/styles';
import { useTranslate } from '../i18n/TranslationsContext';

/** Display preferences, opened from the app bar's "Settings" button (its own chunk). */
export default function SettingsDrawer({ onClose }: { onClose: () => void }) {
  const t = useTranslate();
  const { mode, setMode } = useColorScheme();
  return (
    <Drawer anchor="right" open onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 360 } } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography component="h2" variant="h6">
          {t('settings')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('closeSettings')}>
          <CloseRounded />
        </IconButton>
      </Box>
      <Box sx={{ px: 2, py: 1 }}>
        <Typography id="settings-mode" component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          {t('settings-mode')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          fullWidth
          value={mode ?? 'system'}
          aria-labelledby="settings-mode"
          onChange={(_event, value: 'light' | 'system' | 'dark' | null) => value && setMode(value)}
        >
          <ToggleButton value="light">{t('settings-light')}</ToggleButton>
          <ToggleButton value="system">{t('settings-system')}</ToggleButton>
          <ToggleButton value="dark">{t('settings-dark')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
    </Drawer>
  );
}
